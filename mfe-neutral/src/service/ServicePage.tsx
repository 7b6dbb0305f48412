import { Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, printPdfUrl } from 'shared-api';
import { EmptyState, ErrorState, PageLoader } from 'shared-ui';
import { useServiceRecord } from '../api/service';
import { CASE_MANAGER, useRole } from '../common/roles';
import { PartyService } from './PartyService';
import { BatchProgress } from './BatchProgress';
import { EscalationRulesCard } from './EscalationRules';
import { SendNoticesForm } from './SendNoticesForm';
import { TrackingImportCard } from './PostForms';
import { useTranslation } from './i18n';

/**
 * The case manager's service of notices: send a notice to a case or a whole Lot (queued and sent by
 * the server within 08:00–19:00 IST), then per case and party every attempt, receipt and post
 * article, and the affidavit of service to download and swear.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const manager = useRole() === CASE_MANAGER;
  const [caseInput, setCaseInput] = useState('');
  const [caseName, setCaseName] = useState<string | null>(null);
  const record = useServiceRecord(manager ? caseName : null);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const value = caseInput.trim().toUpperCase();
    // The same case again: read it afresh (receipts arrive while the screen is open).
    if (value && value === caseName) void record.refetch();
    else setCaseName(value || null);
  };
  const [batch, setBatch] = useState<string | null>(null);
  const sent = (name: string | null, sentBatch: string) => {
    setBatch(sentBatch);
    if (!name) return;
    setCaseInput(name);
    setCaseName(name);
  };

  let body = null;
  if (caseName) {
    if (record.isPending) body = <PageLoader label={t('service.record.loading')} />;
    else if (record.isError) body = <ErrorState title={t('service.record.failed')} message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
    else if (record.data.length === 0) body = <EmptyState title={t('service.record.empty')} />;
    else
      body = (
        <>
          <Group justify="flex-end">
            <Button component="a" variant="default" size="sm" href={printPdfUrl('Service Notice', caseName, 'Service Evidence', { download: true })}>
              {t('service.record.evidence', { name: caseName })}
            </Button>
          </Group>
          {record.data.map((notice) => (
            <PartyService key={notice.name} notice={notice} />
          ))}
        </>
      );
  }

  return (
    <Container size="lg" py="md">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('service.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('service.intro')}
          </Text>
        </div>
        {!manager ? (
          <ErrorState title={t('service.managerOnlyTitle')} message={t('service.managerOnly')} />
        ) : (
          <>
            <SendNoticesForm onSent={sent} />
            {batch && <BatchProgress batch={batch} />}
            <TrackingImportCard />
            <EscalationRulesCard />
            <Card withBorder component="form" onSubmit={show} aria-labelledby="service-record-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="service-record-title">
                  {t('service.record.title')}
                </Title>
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput label={t('service.record.caseNumber')} placeholder="ARB-00001" value={caseInput} onChange={(event) => setCaseInput(event.currentTarget.value)} />
                  <Button type="submit" variant="light">
                    {t('service.record.show')}
                  </Button>
                </Group>
              </Stack>
            </Card>
            {body}
          </>
        )}
      </Stack>
    </Container>
  );
}
