import { Alert, Anchor, Box, Button, FileInput, Group, LoadingOverlay, Menu, Modal, Radio, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, useSessionStore } from 'shared-api';
import { BULK_MESSAGES } from 'shared-api/bulk';
import { EmptyState, notify, REGISTRATION_TOAST_MS } from 'shared-ui';
import { BulkSummaryTable } from './BulkSummaryTable';
import * as classes from './BulkCasePage.module.css';
import { ImportProgress } from './ImportProgress';
import type { ParseOutcome } from './parse-in-worker';
import { useBulkReference } from './reference-lists';
import { startBulkImport, type ImportDoctype, type StartedImport } from './submit-import';
import { errorReportCsv } from './summary';
import { saveBlob, TEMPLATE_NAME, templateCsvBlob, templateXlsxBlob } from './template-files';

const FILING_ROLES = ['Claimant', 'Lawyer'];

/** SPEC §2 "Bulk case", step 1's text as the product shows it. */
export const BULK_INTRO = 'You have create a bulk order download the template and upload file';
export const BULK_SUBMITTED = 'Your case has been successfully submitted and is now under review.';

export function BulkCasePage() {
  const email = useSessionStore((state) => state.email);
  const role = useSessionStore((state) => state.role);
  if (!email || !role || !FILING_ROLES.includes(role)) {
    return (
      <EmptyState
        title="Bulk filing is for claimants and lawyers"
        description="Your account cannot file cases."
        action={
          <Anchor component={Link} to="/dashboard">
            Back to the dashboard
          </Anchor>
        }
      />
    );
  }
  return <BulkCaseWizard email={email} />;
}

function BulkCaseWizard({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reference = useBulkReference();
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
      setFileError('Please choose a .csv or .xlsx file');
      return;
    }
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setFileError('Only .csv and .xlsx files can be read');
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
      setFileError(errorMessage(error, 'The file could not be read'));
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
      notify.error(errorMessage(error, 'The cases could not be submitted. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  const downloadTemplate = async (kind: 'csv' | 'xlsx') => {
    try {
      saveBlob(kind === 'csv' ? templateCsvBlob() : await templateXlsxBlob(), `${TEMPLATE_NAME}.${kind}`);
    } catch (error) {
      notify.error(errorMessage(error, 'The template could not be prepared'));
    }
  };

  const onImportFinished = () => {
    setFinished(true);
    void queryClient.invalidateQueries({ queryKey: ['cases'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['data-import', 'recent'] });
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
              {submitting ? 'Submitting…' : parsing ? `Checking rows… ${parsing.toLocaleString('en-IN')}` : 'Checking rows…'}
            </Text>
          ),
        }}
      />
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" /> Back to dashboard
        </Anchor>
        <Title order={1} size="h2">
          Bulk case
        </Title>
        <Stepper active={step} onStepClick={(index) => !started && index < step && setStep(index)} size="sm">
          <Stepper.Step label="Case Details">
            <Stack gap="md" maw={640}>
              <Text>{BULK_INTRO}</Text>
              <Radio.Group label="File as" value={doctype} onChange={(value) => setDoctype(value as ImportDoctype)}>
                <Group mt={4}>
                  <Radio value="Claim" label="Arbitration" />
                  <Radio value="Dispute" label="Mediation" />
                </Group>
              </Radio.Group>
              <FileInput
                label="Spreadsheet"
                description="The filled-in template, .csv or .xlsx"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
                value={file}
                onChange={chooseFile}
                clearable
                error={fileError}
                withAsterisk
              />
              {reference.isError && (
                <Alert color="red" title="The reference lists could not be loaded">
                  {errorMessage(reference.error)}{' '}
                  <Anchor component="button" type="button" onClick={() => void reference.refetch()}>
                    Retry
                  </Anchor>
                </Alert>
              )}
              <Group gap="sm" wrap="wrap">
                <Menu position="bottom-start">
                  <Menu.Target>
                    <Button variant="outline" leftSection={<IconDownload size={16} aria-hidden="true" />}>
                      Download Template
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => void downloadTemplate('xlsx')}>Excel (.xlsx)</Menu.Item>
                    <Menu.Item onClick={() => void downloadTemplate('csv')}>CSV (.csv)</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button onClick={() => void checkFile()} loading={reference.isPending} disabled={reference.isError}>
                  Save & Continue
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Case Summary">
            {result && (
              <Stack gap="md">
                <Group gap="lg" wrap="wrap" aria-live="polite">
                  <Text fw={600}>
                    {result.validCount.toLocaleString('en-IN')} valid {result.validCount === 1 ? 'row' : 'rows'}
                  </Text>
                  <Text fw={600} c={result.invalidCount > 0 ? 'red.9' : undefined}>
                    {result.invalidCount.toLocaleString('en-IN')} invalid {result.invalidCount === 1 ? 'row' : 'rows'}
                  </Text>
                  {result.invalidCount > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconDownload size={14} aria-hidden="true" />}
                      onClick={() => saveBlob(new Blob(['\uFEFF', errorReportCsv(result.rows)], { type: 'text/csv;charset=utf-8' }), 'bulk-case-errors.csv')}
                    >
                      Download errors (CSV)
                    </Button>
                  )}
                </Group>
                {result.invalidCount > 0 && (
                  <Text size="sm" c="dimmed">
                    Invalid rows are not submitted. Fix them in your file and upload it again, or continue with the valid rows.
                  </Text>
                )}
                <BulkSummaryTable rows={result.rows} validCount={result.validCount} invalidCount={result.invalidCount} />
                {started ? (
                  <ImportProgress dataImport={started.dataImport} lot={started.lot} onFinished={onImportFinished} />
                ) : (
                  <Group gap="sm">
                    <Button variant="default" onClick={() => setStep(0)}>
                      Back
                    </Button>
                    <Button onClick={() => void submit()} disabled={result.validCount === 0} loading={submitting}>
                      Save & Continue
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      </Stack>
      <Modal opened={finished} onClose={() => navigate('/dashboard')} title="Bulk case submitted" centered>
        <Stack>
          <Text>{BULK_SUBMITTED}</Text>
          <Group justify="flex-end">
            <Button onClick={() => navigate('/dashboard')}>Ok</Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}
