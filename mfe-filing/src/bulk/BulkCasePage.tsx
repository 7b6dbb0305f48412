import { Alert, Anchor, Box, Button, FileInput, Group, LoadingOverlay, Menu, Modal, Radio, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, formatCount } from 'shared-api';
import { BULK_MESSAGES } from 'shared-api/bulk';
import { notify, REGISTRATION_TOAST_MS } from 'shared-ui';
import { BulkSummaryTable } from './BulkSummaryTable';
import * as classes from './BulkCasePage.module.css';
import { useTranslation } from './i18n';
import { ImportProgress } from './ImportProgress';
import type { ParseOutcome } from './parse-in-worker';
import { useBulkReference } from './reference-lists';
import { startBulkImport, type ImportDoctype, type StartedImport } from './submit-import';
import { errorReportCsv } from './summary';
import { saveBlob, TEMPLATE_NAME, templateCsvBlob, templateXlsxBlob } from './template-files';
import { filingKeys } from '../common/keys';
import { FilerOnly } from '../common/FilerOnly';

export function BulkCasePage() {
  const { t } = useTranslation();
  return (
    <FilerOnly title={t('filing.bulk.notAllowed.title')} description={t('filing.bulk.notAllowed.description')} back={t('filing.bulk.notAllowed.back')}>
      {({ email }) => <BulkCaseWizard email={email} />}
    </FilerOnly>
  );
}

function BulkCaseWizard({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reference = useBulkReference();
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [doctype, setDoctype] = useState<ImportDoctype>('Claim');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [parsing, setParsing] = useState<number | null>(null);
  const [parsed, setParsed] = useState<ParseOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [started, setStarted] = useState<StartedImport | null>(null);
  const [finished, setFinished] = useState(false);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    setParsed(null);
  };

  /** Step 1 → 2: parse and check the file in a worker (loaded only now). */
  const checkFile = async () => {
    if (!file) {
      setFileError(t('filing.bulk.file.missing'));
      return;
    }
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setFileError(t('filing.bulk.file.wrongType'));
      return;
    }
    if (!reference.data) return;
    setParsing(0);
    try {
      const { parseInWorker } = await import('./parse-in-worker');
      const outcome = await parseInWorker(file, { userEmail: email, caseDoctype: doctype, reference: reference.data }, setParsing);
      if (outcome.result.fileError) {
        setFileError(outcome.result.fileError);
        return;
      }
      setParsed(outcome);
      if (outcome.result.rows.some((row) => row.issues.some((issue) => issue.column === 'user_email_id'))) {
        notify.error(BULK_MESSAGES.userEmail, { autoClose: REGISTRATION_TOAST_MS });
      }
      setStep(1);
    } catch (error) {
      setFileError(errorMessage(error, t('filing.bulk.file.unreadable')));
    } finally {
      setParsing(null);
    }
  };

  const submit = async () => {
    if (!parsed || !file || submitting) return;
    setSubmitting(true);
    try {
      const result = await startBulkImport(parsed.result.validCsv, parsed.result.validCount, doctype, { fileName: file.name });
      setStarted(result);
    } catch (error) {
      notify.error(errorMessage(error, t('filing.bulk.submitFailed')));
    } finally {
      setSubmitting(false);
    }
  };

  const downloadTemplate = async (kind: 'csv' | 'xlsx') => {
    try {
      saveBlob(kind === 'csv' ? templateCsvBlob() : await templateXlsxBlob(), `${TEMPLATE_NAME}.${kind}`);
    } catch (error) {
      notify.error(errorMessage(error, t('filing.bulk.template.failed')));
    }
  };

  const onImportFinished = () => {
    setFinished(true);
    void queryClient.invalidateQueries({ queryKey: filingKeys.cases });
    void queryClient.invalidateQueries({ queryKey: filingKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: filingKeys.recentImports });
  };

  const result = parsed?.result;
  return (
    <Box pos="relative" className={classes.page}>
      <LoadingOverlay
        visible={parsing !== null || submitting}
        zIndex={300}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Text fw={600} role="status" aria-live="polite">
              {submitting ? t('filing.bulk.submitting') : parsing ? t('filing.bulk.checkingCount', { count: formatCount(parsing) }) : t('filing.bulk.checking')}
            </Text>
          ),
        }}
      />
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" /> {t('filing.bulk.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('filing.bulk.title')}
        </Title>
        <Stepper active={step} onStepClick={(index) => !started && index < step && setStep(index)} size="sm">
          <Stepper.Step label={t('filing.bulk.step.details')}>
            <Stack gap="md" maw={640}>
              <Text>{t('filing.bulk.intro')}</Text>
              <Radio.Group label={t('filing.bulk.fileAs')} value={doctype} onChange={(value) => setDoctype(value as ImportDoctype)}>
                <Group mt={4}>
                  <Radio value="Claim" label={t('filing.bulk.arbitration')} />
                  <Radio value="Dispute" label={t('filing.bulk.mediation')} />
                </Group>
              </Radio.Group>
              <FileInput
                label={t('filing.bulk.file.label')}
                description={t('filing.bulk.file.description')}
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
                value={file}
                onChange={chooseFile}
                clearable
                error={fileError}
                withAsterisk
              />
              {reference.isError && (
                <Alert color="red" title={t('filing.bulk.referenceFailed')}>
                  {errorMessage(reference.error)}{' '}
                  <Anchor component="button" type="button" onClick={() => void reference.refetch()}>
                    {t('filing.bulk.retry')}
                  </Anchor>
                </Alert>
              )}
              <Group gap="sm" wrap="wrap">
                <Menu position="bottom-start">
                  <Menu.Target>
                    <Button variant="outline" leftSection={<IconDownload size={16} aria-hidden="true" />}>
                      {t('filing.bulk.template.download')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => void downloadTemplate('xlsx')}>{t('filing.bulk.template.xlsx')}</Menu.Item>
                    <Menu.Item onClick={() => void downloadTemplate('csv')}>{t('filing.bulk.template.csv')}</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button onClick={() => void checkFile()} loading={reference.isPending} disabled={reference.isError}>
                  {t('filing.bulk.saveContinue')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('filing.bulk.step.summary')}>
            {result && (
              <Stack gap="md">
                <Group gap="lg" wrap="wrap" aria-live="polite">
                  <Text fw={600}>
                    {t('filing.bulk.summary.valid', { count: result.validCount, number: formatCount(result.validCount) })}
                  </Text>
                  <Text fw={600} c={result.invalidCount > 0 ? 'red.9' : undefined}>
                    {t('filing.bulk.summary.invalid', { count: result.invalidCount, number: formatCount(result.invalidCount) })}
                  </Text>
                  {result.invalidCount > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconDownload size={14} aria-hidden="true" />}
                      onClick={() => saveBlob(new Blob(['\uFEFF', errorReportCsv(result.rows)], { type: 'text/csv;charset=utf-8' }), 'bulk-case-errors.csv')}
                    >
                      {t('filing.bulk.summary.downloadErrors')}
                    </Button>
                  )}
                </Group>
                {result.invalidCount > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('filing.bulk.summary.invalidNote')}
                  </Text>
                )}
                <BulkSummaryTable rows={result.rows} validCount={result.validCount} invalidCount={result.invalidCount} />
                {started ? (
                  <ImportProgress dataImport={started.dataImport} lot={started.lot} onFinished={onImportFinished} />
                ) : (
                  <Group gap="sm">
                    <Button variant="default" onClick={() => setStep(0)}>
                      {t('filing.bulk.summary.back')}
                    </Button>
                    <Button onClick={() => void submit()} disabled={result.validCount === 0} loading={submitting}>
                      {t('filing.bulk.saveContinue')}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      </Stack>
      <Modal opened={finished} onClose={() => navigate('/dashboard')} title={t('filing.bulk.submitted.title')} centered>
        <Stack>
          <Text>{t('filing.bulk.submitted.message')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => navigate('/dashboard')}>{t('filing.bulk.submitted.ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}
