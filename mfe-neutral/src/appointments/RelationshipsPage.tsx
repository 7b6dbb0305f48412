import { Button, Card, Container, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { EmptyState, ErrorState, notify, PageLoader, SelectField } from 'shared-ui';
import { useDeclareRelationship, useRelationships, useWithdrawRelationship } from '../api/relationships';
import { isNeutral, useRole } from '../common/roles';
import { useTranslation } from './i18n';

// The Seventh Schedule's kinds of relationship (s.12(5)); the server holds the same lists.
const KINDS = ['Employee', 'Consultant', 'Advisor', 'Director', 'Relative', 'Business relation', 'Other'] as const;
const RELATED_TO = ['Party', 'Party group or affiliate', 'Counsel'] as const;
const PERIODS = ['Present', 'Past'] as const;

/**
 * A neutral's declared relationships (Seventh Schedule, read with s.12(5) of the Arbitration and
 * Conciliation Act): a neutral who declares one is never drawn for that party's cases. The server
 * keeps each neutral to their own rows and audit-trails every change, a withdrawal included.
 */
export function RelationshipsPage() {
  const { t } = useTranslation();
  const neutral = isNeutral(useRole());
  const rows = useRelationships();
  const declare = useDeclareRelationship();
  const withdraw = useWithdrawRelationship();
  const empty = { relationship: '', related_to: '', party: '', period: '', details: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of ['relationship', 'related_to', 'party', 'period'] as const) if (!form[field].trim()) found[field] = t('appointments.relationships.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    declare.mutate(
      { ...form, party: form.party.trim(), details: form.details.trim() || null },
      {
        onSuccess: () => {
          notify.success(t('appointments.relationships.declared'));
          setForm(empty);
        },
      },
    );
  };

  let list;
  if (rows.isPending) list = <PageLoader label={t('appointments.relationships.loading')} />;
  else if (rows.isError) list = <ErrorState title={t('appointments.relationships.failed')} message={errorMessage(rows.error)} onRetry={() => void rows.refetch()} />;
  else if (rows.data.length === 0) list = <EmptyState title={t('appointments.relationships.empty')} />;
  else
    list = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('appointments.relationships.kind')}</Table.Th>
              <Table.Th>{t('appointments.relationships.relatedTo')}</Table.Th>
              <Table.Th>{t('appointments.relationships.party')}</Table.Th>
              <Table.Th>{t('appointments.relationships.period')}</Table.Th>
              <Table.Th>{t('appointments.panel.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Td>{row.relationship}</Table.Td>
                <Table.Td>{row.related_to}</Table.Td>
                <Table.Td>{row.party}</Table.Td>
                <Table.Td>{row.period}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={withdraw.isPending && withdraw.variables === row.name}
                    aria-label={t('appointments.relationships.withdrawOf', { party: row.party })}
                    onClick={() =>
                      withdraw.mutate(row.name, {
                        onSuccess: () => notify.success(t('appointments.relationships.withdrawn')),
                        onError: (failure) => notify.error(errorMessage(failure)),
                      })
                    }
                  >
                    {t('appointments.relationships.withdraw')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Container size="lg" py="md">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('appointments.relationships.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('appointments.relationships.intro')}
          </Text>
        </div>
        {!neutral ? (
          <ErrorState title={t('appointments.relationships.neutralOnlyTitle')} message={t('appointments.relationships.neutralOnly')} />
        ) : (
          <>
            <Card withBorder component="form" onSubmit={submit} noValidate aria-labelledby="declare-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="declare-title">
                  {t('appointments.relationships.declare')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  <SelectField label={t('appointments.relationships.kind')} data={KINDS} value={form.relationship} onChange={(e) => set('relationship')(e.currentTarget.value)} error={errors.relationship} required />
                  <SelectField label={t('appointments.relationships.relatedTo')} data={RELATED_TO} value={form.related_to} onChange={(e) => set('related_to')(e.currentTarget.value)} error={errors.related_to} required />
                  <SelectField label={t('appointments.relationships.period')} data={PERIODS} value={form.period} onChange={(e) => set('period')(e.currentTarget.value)} error={errors.period} required />
                </SimpleGrid>
                <TextInput label={t('appointments.relationships.party')} description={t('appointments.relationships.partyHelp')} value={form.party} onChange={(e) => set('party')(e.currentTarget.value)} error={errors.party} withAsterisk />
                <Textarea label={t('appointments.relationships.details')} autosize minRows={2} value={form.details} onChange={(e) => set('details')(e.currentTarget.value)} />
                {declare.isError && (
                  <Text c="red" size="sm" role="alert">
                    {errorMessage(declare.error)}
                  </Text>
                )}
                <Button type="submit" loading={declare.isPending} style={{ alignSelf: 'flex-start' }}>
                  {t('appointments.relationships.submit')}
                </Button>
              </Stack>
            </Card>
            {list}
          </>
        )}
      </Stack>
    </Container>
  );
}
