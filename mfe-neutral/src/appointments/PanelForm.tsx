import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { displayDateToIso, isoToDisplayDate } from 'shared-api/schemas';
import { ErrorState, notify, PageLoader, SelectField } from 'shared-ui';
import { usePanelHistory, useSavePanel, type PanelRecord, type PanelValues } from '../api/appointments';
import { useTranslation } from './i18n';

const CASE_KINDS = ['Arbitration', 'Mediation', 'Med-Arb'] as const;
const ITEM_22_RULES = ['Exclude', 'Disclose'] as const;

const lines = (value: string) =>
  value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's text state of a panel (lists one item a line, dates DD-MM-YYYY). */
function formOf(panel: PanelRecord | null) {
  return {
    panel_name: panel?.panel_name ?? '',
    case_kind: panel?.case_kind ?? 'Arbitration',
    languages: panel?.languages ?? '',
    states: panel?.states ?? '',
    specialisations: panel?.specialisations ?? '',
    max_open_cases: panel?.max_open_cases ?? '',
    active_from: isoToDisplayDate(panel?.active_from),
    active_to: isoToDisplayDate(panel?.active_to),
    item_22_rule: panel?.item_22_rule ?? 'Exclude',
    members: (panel?.members ?? []).map((member) => member.neutral).join('\n'),
  };
}

/**
 * Creates or edits a panel of approved neutrals (the server checks every list against its
 * reference values, the dates' order and the members' roles; the form sends what was opened so a
 * concurrent edit is refused, not overwritten). An existing panel shows its audit trail.
 */
export function PanelForm({ panel, onDone }: { panel: PanelRecord | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePanel();
  const [form, setForm] = useState(() => formOf(panel));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (value: string | number) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.panel_name.trim()) found.panel_name = t('appointments.panel.nameRequired');
    const from = form.active_from.trim() ? displayDateToIso(form.active_from.trim()) : null;
    const to = form.active_to.trim() ? displayDateToIso(form.active_to.trim()) : null;
    if (form.active_from.trim() && !from) found.active_from = t('appointments.panel.dateFormat');
    if (form.active_to.trim() && !to) found.active_to = t('appointments.panel.dateFormat');
    setErrors(found);
    if (Object.keys(found).length) return;
    const values: Partial<PanelValues> = {
      panel_name: form.panel_name.trim(),
      case_kind: form.case_kind,
      languages: lines(form.languages).join('\n'),
      states: lines(form.states).join('\n'),
      specialisations: lines(form.specialisations).join('\n'),
      max_open_cases: form.max_open_cases === '' ? null : Number(form.max_open_cases),
      active_from: from,
      active_to: to,
      item_22_rule: form.item_22_rule,
      members: [...new Set(lines(form.members))].map((neutral) => ({ neutral })),
    };
    save.mutate(
      { existing: panel, values },
      {
        onSuccess: (saved) => {
          notify.success(t('appointments.panel.saved', { name: saved.panel_name }));
          onDone();
        },
      },
    );
  };

  const retire = () =>
    panel &&
    save.mutate(
      { existing: panel, values: { retired: panel.retired ? 0 : 1 } },
      {
        onSuccess: () => {
          notify.success(t(panel.retired ? 'appointments.panel.restored' : 'appointments.panel.retiredDone', { name: panel.panel_name }));
          onDone();
        },
      },
    );

  return (
    <Stack>
      <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="panel-form-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="panel-form-title">
            {panel ? t('appointments.panel.editTitle', { name: panel.panel_name }) : t('appointments.panel.newTitle')}
          </Title>
          <TextInput label={t('appointments.panel.name')} value={form.panel_name} onChange={(e) => set('panel_name')(e.currentTarget.value)} error={errors.panel_name} withAsterisk />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SelectField label={t('appointments.panel.caseKind')} data={CASE_KINDS} value={form.case_kind} onChange={(e) => set('case_kind')(e.currentTarget.value || 'Arbitration')} required />
            <SelectField label={t('appointments.panel.item22')} description={t('appointments.panel.item22Help')} data={ITEM_22_RULES} value={form.item_22_rule} onChange={(e) => set('item_22_rule')(e.currentTarget.value || 'Exclude')} required />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Textarea label={t('appointments.panel.languages')} description={t('appointments.panel.oneALine')} autosize minRows={2} value={form.languages} onChange={(e) => set('languages')(e.currentTarget.value)} />
            <Textarea label={t('appointments.panel.states')} description={t('appointments.panel.oneALine')} autosize minRows={2} value={form.states} onChange={(e) => set('states')(e.currentTarget.value)} />
            <Textarea label={t('appointments.panel.specialisations')} description={t('appointments.panel.oneALine')} autosize minRows={2} value={form.specialisations} onChange={(e) => set('specialisations')(e.currentTarget.value)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput label={t('appointments.panel.maxOpen')} min={1} allowDecimal={false} value={form.max_open_cases} onChange={set('max_open_cases')} />
            <TextInput label={t('appointments.panel.activeFrom')} placeholder="DD-MM-YYYY" value={form.active_from} onChange={(e) => set('active_from')(e.currentTarget.value)} error={errors.active_from} />
            <TextInput label={t('appointments.panel.activeTo')} placeholder="DD-MM-YYYY" value={form.active_to} onChange={(e) => set('active_to')(e.currentTarget.value)} error={errors.active_to} />
          </SimpleGrid>
          <Textarea label={t('appointments.panel.members')} description={t('appointments.panel.membersHelp')} autosize minRows={3} value={form.members} onChange={(e) => set('members')(e.currentTarget.value)} />
          {save.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(save.error)}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" loading={save.isPending}>
              {t('appointments.panel.save')}
            </Button>
            {panel && (
              <Button variant="light" color={panel.retired ? 'blue' : 'red'} onClick={retire} disabled={save.isPending}>
                {panel.retired ? t('appointments.panel.restore') : t('appointments.panel.retire')}
              </Button>
            )}
            <Button variant="subtle" onClick={onDone} disabled={save.isPending}>
              {t('appointments.panel.cancel')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {panel && <PanelHistory name={panel.name} />}
    </Stack>
  );
}

/** "28-11-2026 10:05 IST" for the server's timestamp (kept in IST, as the verification page reads it). */
function whenOf(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]} IST` : value;
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Who changed what in a panel, newest first. */
function PanelHistory({ name }: { name: string }) {
  const { t } = useTranslation();
  const history = usePanelHistory(name);
  let body;
  if (history.isPending) body = <PageLoader label={t('appointments.history.loading')} />;
  else if (history.isError) body = <ErrorState title={t('appointments.history.failed')} message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('appointments.history.when')}</Table.Th>
              <Table.Th>{t('appointments.history.who')}</Table.Th>
              <Table.Th>{t('appointments.history.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{whenOf(row.creation)}</Table.Td>
                <Table.Td>{row.owner}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                  {row.action === 'Update' ? `${row.field_label ?? ''}: ${shown(row.before)} → ${shown(row.after)}` : t('appointments.history.created')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Card withBorder aria-labelledby="panel-history-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="panel-history-title">
          {t('appointments.history.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
