import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import {
  canDeleteReplyAttachment,
  errorMessage,
  isPleadingReadOnly,
  isReplyReadOnly,
  valibotResolver,
  type CaseKind,
} from 'shared-api';
import { DateField, ErrorState, FilePickerModal, notify, PageLoader, TextField, useCasePleadings, useCaseReplies } from 'shared-ui';
import { useSavePleading, type PleadingDoctype } from '../api/documents';
import { canManageCases, useRole } from '../common/roles';
import { PleadingRecordCard } from './PleadingRecordCard';

/** SPEC §8 toasts of the two views. */
export const PLEADING_SAVED: Record<PleadingDoctype, string> = {
  'Respondent Reply': 'Respondent reply added/updated successfully',
  'Additional Pleading': 'Additional Pleading added/updated successfully',
};

const schema = v.object({
  document_title: v.pipe(v.string(), v.trim(), v.nonEmpty('Document title is required')),
  document_date: v.pipe(v.string(), v.nonEmpty('Document date is required')),
});

export interface PleadingsPanelProps {
  doctype: PleadingDoctype;
  kind: CaseKind;
  caseName: string;
  stage: string;
}

/**
 * Respondent Reply / Additional Pleadings for the neutral: what was filed, with the files; the
 * neutral may record one received on paper while the stage allows it (SPEC §4 read-only rules).
 */
export function PleadingsPanel({ doctype, kind, caseName, stage }: PleadingsPanelProps) {
  const role = useRole();
  const replies = useCaseReplies(doctype === 'Respondent Reply' ? caseName : null);
  const pleadings = useCasePleadings(doctype === 'Additional Pleading' ? caseName : null);
  const records = doctype === 'Respondent Reply' ? replies : pleadings;
  const save = useSavePleading(doctype, kind, caseName);
  const [files, setFiles] = useState<File[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const readOnly = doctype === 'Respondent Reply' ? isReplyReadOnly(stage) : isPleadingReadOnly(stage);
  const mayWrite = canManageCases(role) && !readOnly;
  const form = useForm({
    mode: 'controlled',
    initialValues: { document_title: '', document_date: '' },
    validate: valibotResolver(schema),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { values: { document_title: values.document_title.trim(), document_date: values.document_date }, files },
      {
        onSuccess: () => {
          notify.success(PLEADING_SAVED[doctype]);
          form.reset();
          setFiles([]);
        },
        onError: (failure) => notify.error(errorMessage(failure)),
      },
    ),
  );

  if (records.isPending) return <PageLoader label={`Loading ${doctype}`} />;
  if (records.isError) return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;

  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="gray" variant="light">
          {doctype === 'Respondent Reply' ? 'The respondent reply' : 'Additional pleadings'} cannot be changed while the case
          is in {stage}.
        </Alert>
      )}
      {records.data.length === 0 ? (
        <Text c="dimmed">No Data Found</Text>
      ) : (
        records.data.map((record) => (
          <PleadingRecordCard
            key={record.name}
            doctype={doctype}
            kind={kind}
            caseName={caseName}
            record={record}
            canAddFiles={mayWrite}
            canDeleteFiles={canDeleteReplyAttachment(role) && !readOnly}
            savedMessage={PLEADING_SAVED[doctype]}
          />
        ))
      )}
      {mayWrite && (
        <Card withBorder radius="md" padding="md">
          <form noValidate onSubmit={submit} aria-label={`Record ${doctype === 'Additional Pleading' ? 'an' : 'a'} ${doctype}`}>
            <Stack gap="sm">
              <Text fw={600}>Record a {doctype === 'Respondent Reply' ? 'reply' : 'pleading'} received</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField label="Document Title" required {...form.getInputProps('document_title')} />
                <DateField label="Document Date" required {...form.getInputProps('document_date')} />
              </SimpleGrid>
              {files.length > 0 && <Text size="sm">Files: {files.map((file) => file.name).join(', ')}</Text>}
              <Group justify="space-between">
                <Button variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={() => setPickerOpen(true)}>
                  Attach files
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
          <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={(chosen) => setFiles((current) => [...current, ...chosen])} />
        </Card>
      )}
    </Stack>
  );
}
