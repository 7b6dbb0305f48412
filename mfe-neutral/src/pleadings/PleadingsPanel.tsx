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
import { DateField, ErrorState, FilePickerModal, notify, PageLoader, schemaMessages, TextField, useCasePleadings, useCaseReplies } from 'shared-ui';
import { useSavePleading, type PleadingDoctype } from '../api/documents';
import { useTranslation } from '../case-view/i18n';
import { canManageCases, useRole } from '../common/roles';
import { PleadingRecordCard } from './PleadingRecordCard';

/** Which of the two views, in the catalogue's keys (its saved toasts are SPEC §8's). */
const WHICH: Record<PleadingDoctype, 'reply' | 'pleading'> = { 'Respondent Reply': 'reply', 'Additional Pleading': 'pleading' };

const MESSAGES = { titleRequired: 'Document title is required', dateRequired: 'Document date is required' };
const translated = schemaMessages(MESSAGES, (key) => `caseView.pleadings.${key}`);

const schema = v.object({
  document_title: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.titleRequired)),
  document_date: v.pipe(v.string(), v.nonEmpty(MESSAGES.dateRequired)),
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
  const { t } = useTranslation();
  const role = useRole();
  const which = WHICH[doctype];
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
          notify.success(t(`caseView.pleadings.saved.${which}`));
          form.reset();
          setFiles([]);
        },
        onError: (failure) => notify.error(errorMessage(failure)),
      },
    ),
  );

  if (records.isPending) return <PageLoader label={t('caseView.pleadings.loading', { doctype })} />;
  if (records.isError) return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;

  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="gray" variant="light">
          {t(`caseView.pleadings.readOnly.${which}`, { stage })}
        </Alert>
      )}
      {records.data.length === 0 ? (
        <Text c="dimmed">{t('caseView.pleadings.empty')}</Text>
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
            savedMessage={t(`caseView.pleadings.saved.${which}`)}
          />
        ))
      )}
      {mayWrite && (
        <Card withBorder radius="md" padding="md">
          <form noValidate onSubmit={submit} aria-label={t(`caseView.pleadings.form.${which}`)}>
            <Stack gap="sm">
              <Text fw={600}>{t(`caseView.pleadings.heading.${which}`)}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField label={t('caseView.pleadings.title')} required {...translated(t, form.getInputProps('document_title'))} />
                <DateField label={t('caseView.pleadings.date')} required {...translated(t, form.getInputProps('document_date'))} />
              </SimpleGrid>
              {files.length > 0 && <Text size="sm">{t('caseView.pleadings.files', { files: files.map((file) => file.name).join(', ') })}</Text>}
              <Group justify="space-between">
                <Button variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={() => setPickerOpen(true)}>
                  {t('caseView.pleadings.attach')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('caseView.pleadings.save')}
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
