import { Anchor, Badge, Button, Card, Container, Group, Progress, SegmentedControl, Stack, Table, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { isoToDisplayDate } from 'shared-api/schemas';
import { EmptyState, ErrorState, notify, PageLoader, SelectField } from 'shared-ui';
import { useAllocate, useCaseDraws, useDraws, usePanel, usePanels, type AllocationReply, type PanelRecord } from '../api/appointments';
import { CASE_MANAGER, useRole } from '../common/roles';
import { PanelForm } from './PanelForm';
import { useTranslation } from './i18n';

const LEGAL_BASES = ['Institutional rule in the agreement', 'Consent of the parties after the dispute arose', 'Court order under s.11'] as const;

/** The public page where anyone recomputes a draw (served by the server, outside the portal's routes). */
const verifyHref = (draw: string) => `/verify-draw/${encodeURIComponent(draw)}`;

/**
 * The case manager's appointments (s.11 appointments by a draw anyone can check): panels of
 * approved neutrals, allocation of a case, a selection or a Lot in one action, and the draws made.
 */
export function AppointmentsPage() {
  const { t } = useTranslation();
  const manager = useRole() === CASE_MANAGER;
  return (
    <Container size="lg" py="md">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('appointments.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('appointments.intro')}
          </Text>
        </div>
        {!manager ? (
          <ErrorState title={t('appointments.managerOnlyTitle')} message={t('appointments.managerOnly')} />
        ) : (
          <Tabs defaultValue="panels" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="panels">{t('appointments.tab.panels')}</Tabs.Tab>
              <Tabs.Tab value="allocate">{t('appointments.tab.allocate')}</Tabs.Tab>
              <Tabs.Tab value="draws">{t('appointments.tab.draws')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="panels" pt="md">
              <PanelsTab />
            </Tabs.Panel>
            <Tabs.Panel value="allocate" pt="md">
              <AllocateTab />
            </Tabs.Panel>
            <Tabs.Panel value="draws" pt="md">
              <DrawsTab />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

function PanelsTab() {
  const { t } = useTranslation();
  const panels = usePanels();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (editing === 'new') return <PanelForm panel={null} onDone={() => setEditing(null)} />;
  if (editing) return <EditPanel name={editing} onDone={() => setEditing(null)} />;
  let body;
  if (panels.isPending) body = <PageLoader label={t('appointments.panels.loading')} />;
  else if (panels.isError) body = <ErrorState title={t('appointments.panels.failed')} message={errorMessage(panels.error)} onRetry={() => void panels.refetch()} />;
  else if (panels.data.length === 0) body = <EmptyState title={t('appointments.panels.empty')} />;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('appointments.panel.name')}</Table.Th>
              <Table.Th>{t('appointments.panel.caseKind')}</Table.Th>
              <Table.Th>{t('appointments.panel.languages')}</Table.Th>
              <Table.Th>{t('appointments.panel.active')}</Table.Th>
              <Table.Th>{t('appointments.panel.item22')}</Table.Th>
              <Table.Th>{t('appointments.panel.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {panels.data.map((panel) => (
              <Table.Tr key={panel.name}>
                <Table.Td>
                  {panel.panel_name}{' '}
                  {panel.retired ? (
                    <Badge color="gray" variant="light">
                      {t('appointments.panel.retired')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{panel.case_kind}</Table.Td>
                <Table.Td>{(panel.languages ?? '').split('\n').filter(Boolean).join(', ') || t('appointments.panel.any')}</Table.Td>
                <Table.Td>
                  {isoToDisplayDate(panel.active_from) || '…'} – {isoToDisplayDate(panel.active_to) || '…'}
                </Table.Td>
                <Table.Td>{panel.item_22_rule}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(panel.name)} aria-label={t('appointments.panel.editOf', { name: panel.panel_name })}>
                    {t('appointments.panel.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('appointments.panels.title')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('appointments.panels.new')}</Button>
      </Group>
      {body}
    </Stack>
  );
}

function EditPanel({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const panel = usePanel(name);
  if (panel.isPending) return <PageLoader label={t('appointments.panels.loading')} />;
  if (panel.isError) return <ErrorState title={t('appointments.panels.failed')} message={errorMessage(panel.error)} onRetry={() => void panel.refetch()} />;
  return <PanelForm key={panel.data.modified} panel={panel.data as PanelRecord} onDone={onDone} />;
}

type Target = 'case' | 'cases' | 'lot';

function AllocateTab() {
  const { t } = useTranslation();
  const allocate = useAllocate();
  const [target, setTarget] = useState<Target>('case');
  const [value, setValue] = useState('');
  const [basis, setBasis] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<AllocationReply | null>(null);
  const [shownCase, setShownCase] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = value
      .split(/[\s,]+/)
      .map((name) => name.trim().toUpperCase())
      .filter(Boolean);
    const found: Record<string, string> = {};
    if (names.length === 0) found.value = t('appointments.allocate.targetRequired');
    if (!basis) found.basis = t('appointments.allocate.basisRequired');
    if (!reference.trim()) found.reference = t('appointments.allocate.referenceRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setResult(null);
    const scope = target === 'case' ? { case: names[0] } : target === 'lot' ? { lot: names[0] } : { cases: names };
    allocate.mutate(
      { ...scope, legal_basis: basis, legal_reference: reference.trim() },
      {
        onSuccess: (reply) => {
          setResult(reply);
          // Green only when every case got its neutral; otherwise say how many did not (the table below says why).
          const left = reply.undrawn.length + reply.skipped.length;
          if (left === 0) notify.success(t('appointments.allocate.done', { drawn: reply.drawn.length }));
          else notify.info(t('appointments.allocate.notAll', { drawn: reply.drawn.length, left }));
          if (target === 'case') setShownCase(names[0]);
        },
      },
    );
  };

  return (
    <Stack>
      <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="allocate-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="allocate-title">
            {t('appointments.allocate.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('appointments.allocate.how')}
          </Text>
          <div>
            <Text size="sm" fw={500} id="allocate-target-label">
              {t('appointments.allocate.target')}
            </Text>
            <SegmentedControl
              aria-labelledby="allocate-target-label"
              value={target}
              onChange={(next) => setTarget(next as Target)}
              data={[
                { value: 'case', label: t('appointments.allocate.case') },
                { value: 'cases', label: t('appointments.allocate.cases') },
                { value: 'lot', label: t('appointments.allocate.lot') },
              ]}
            />
          </div>
          {target === 'cases' ? (
            <Textarea label={t('appointments.allocate.caseNumbers')} description={t('appointments.panel.oneALine')} autosize minRows={3} value={value} onChange={(e) => setValue(e.currentTarget.value)} error={errors.value} withAsterisk />
          ) : (
            <TextInput
              label={target === 'case' ? t('appointments.allocate.caseNumber') : t('appointments.allocate.lotNumber')}
              placeholder={target === 'case' ? 'ARB-00001' : 'LOT-00001'}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={errors.value}
              withAsterisk
            />
          )}
          <SelectField label={t('appointments.allocate.basis')} data={LEGAL_BASES} value={basis} onChange={(e) => setBasis(e.currentTarget.value)} error={errors.basis} required />
          <TextInput label={t('appointments.allocate.reference')} description={t('appointments.allocate.referenceHelp')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} error={errors.reference} withAsterisk />
          {allocate.isPending && (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">{t('appointments.allocate.running')}</Text>
              <Progress value={100} animated striped aria-label={t('appointments.allocate.running')} />
            </Stack>
          )}
          {allocate.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(allocate.error)}
            </Text>
          )}
          <Button type="submit" loading={allocate.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('appointments.allocate.submit')}
          </Button>
        </Stack>
      </Card>
      {result && <AllocationResult reply={result} onShow={setShownCase} />}
      <CaseDrawsLookup caseName={shownCase} onShow={setShownCase} />
    </Stack>
  );
}

function AllocationResult({ reply, onShow }: { reply: AllocationReply; onShow: (caseName: string) => void }) {
  const { t } = useTranslation();
  const rows = [
    ...reply.drawn.map((row) => ({ case: row.case, draw: row.draw, outcome: row.neutral })),
    ...reply.undrawn.map((row) => ({ case: row.case, draw: row.draw, outcome: row.reason })),
    ...reply.skipped.map((row) => ({ case: row.case, draw: null, outcome: row.reason })),
  ];
  return (
    <Card withBorder aria-labelledby="allocation-result-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="allocation-result-title">
          {t('appointments.result.title', { allocation: reply.allocation })}
        </Title>
        <Text size="sm">{t('appointments.result.counts', { drawn: reply.drawn.length, undrawn: reply.undrawn.length, skipped: reply.skipped.length })}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('appointments.result.seed')}: <code>{reply.seed}</code>
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('appointments.result.case')}</Table.Th>
                <Table.Th>{t('appointments.result.outcome')}</Table.Th>
                <Table.Th>{t('appointments.result.draw')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice(0, 200).map((row) => (
                <Table.Tr key={`${row.case}-${row.draw ?? 'skipped'}`}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onShow(row.case)}>
                      {row.case}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.outcome}</Table.Td>
                  <Table.Td>
                    {row.draw ? (
                      <Anchor href={verifyHref(row.draw)} target="_blank" rel="noopener">
                        {t('appointments.draws.verify')}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length > 200 && <Text size="sm">{t('appointments.result.more', { count: rows.length - 200 })}</Text>}
      </Stack>
    </Card>
  );
}

/** A case's draws: the eligible list, who was left out and why, and the neutral drawn. */
function CaseDrawsLookup({ caseName, onShow }: { caseName: string | null; onShow: (caseName: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState(caseName ?? '');
  const [prev, setPrev] = useState(caseName);
  if (caseName !== prev) {
    setPrev(caseName);
    setInput(caseName ?? '');
  }
  const draws = useCaseDraws(caseName);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim().toUpperCase();
    if (value) onShow(value);
  };
  let body = null;
  if (caseName) {
    if (draws.isPending) body = <PageLoader label={t('appointments.caseDraws.loading')} />;
    else if (draws.isError) body = <ErrorState title={t('appointments.caseDraws.failed')} message={errorMessage(draws.error)} onRetry={() => void draws.refetch()} />;
    else if (draws.data.length === 0) body = <EmptyState title={t('appointments.caseDraws.empty')} />;
    else
      body = draws.data.map((draw) => (
        <Card key={draw.name} withBorder padding="sm">
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{draw.name}</Text>
              <Badge variant="light" color={draw.status === 'Drawn' ? 'green' : draw.status === 'Void' ? 'red' : 'gray'}>
                {draw.status}
              </Badge>
              <Anchor href={verifyHref(draw.name)} target="_blank" rel="noopener" size="sm">
                {t('appointments.draws.verify')}
              </Anchor>
            </Group>
            <Text size="sm">
              {t('appointments.caseDraws.basis')}: {draw.legal_basis} ({draw.legal_reference})
            </Text>
            <Text size="sm">
              {t('appointments.caseDraws.drawn')}: {draw.neutral_name ?? draw.neutral ?? '—'}
              {draw.party_appointments !== null ? ` · ${t('appointments.caseDraws.item22Count', { count: draw.party_appointments })}` : ''}
            </Text>
            {draw.void_reason && <Text size="sm" c="red">{draw.void_reason}</Text>}
            <Text size="sm" fw={500}>
              {t('appointments.caseDraws.eligible', { count: draw.eligible.length })}
            </Text>
            <Text size="sm">{draw.eligible.map((email) => draw.eligible_names[email] ?? email).join(', ') || '—'}</Text>
            <Text size="sm" fw={500}>
              {t('appointments.caseDraws.excluded', { count: draw.exclusions.length })}
            </Text>
            {draw.exclusions.length > 0 && (
              <Table withTableBorder>
                <Table.Tbody>
                  {draw.exclusions.map((row) => (
                    <Table.Tr key={row.neutral}>
                      <Table.Td>{row.neutral}</Table.Td>
                      <Table.Td>{row.reasons.join('; ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Card>
      ));
  }
  return (
    <Stack>
      <Card withBorder component="form" onSubmit={show} aria-labelledby="case-draws-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="case-draws-title">
            {t('appointments.caseDraws.title')}
          </Title>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label={t('appointments.allocate.caseNumber')} placeholder="ARB-00001" value={input} onChange={(e) => setInput(e.currentTarget.value)} />
            <Button type="submit" variant="light">
              {t('appointments.caseDraws.show')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {body}
    </Stack>
  );
}

function DrawsTab() {
  const { t } = useTranslation();
  const draws = useDraws();
  if (draws.isPending) return <PageLoader label={t('appointments.draws.loading')} />;
  if (draws.isError) return <ErrorState title={t('appointments.draws.failed')} message={errorMessage(draws.error)} onRetry={() => void draws.refetch()} />;
  if (draws.data.length === 0) return <EmptyState title={t('appointments.draws.empty')} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('appointments.result.draw')}</Table.Th>
            <Table.Th>{t('appointments.result.case')}</Table.Th>
            <Table.Th>{t('appointments.draws.status')}</Table.Th>
            <Table.Th>{t('appointments.draws.neutral')}</Table.Th>
            <Table.Th>{t('appointments.draws.basis')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draws.data.map((draw) => (
            <Table.Tr key={draw.name}>
              <Table.Td>
                <Anchor href={verifyHref(draw.name)} target="_blank" rel="noopener" aria-label={t('appointments.draws.verifyOf', { draw: draw.name })}>
                  {draw.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{draw.case_name}</Table.Td>
              <Table.Td>{draw.status}</Table.Td>
              <Table.Td>{draw.neutral ?? '—'}</Table.Td>
              <Table.Td>{draw.legal_basis}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
