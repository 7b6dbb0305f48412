import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type CaseDoc, type OpenedDoc, type PleadingDoc } from 'shared-api';
import {
  DateField,
  ErrorState,
  FilePickerModal,
  PageLoader,
  PleadingRecordCard,
  TextField,
  caseKeys,
  isoDate,
  notify,
  useCasePleadings,
  useCaseReplies,
} from 'shared-ui';
import { useTranslation } from '../i18n';
import { attachToPleading, savePleading, type PleadingValues } from './pleading-api';
import { CLOSED_CASE_NOTE, PLEADING_KINDS, type PleadingKind } from './pleading-kinds';
import * as classes from './PleadingTab.module.css';

/** The catalogue id of the SPEC's "Document Title is required". */
export const DOCUMENT_TITLE_REQUIRED = 'pleading.documentTitleRequired';

/**
 * SPEC §2 "Respondent Reply and Additional Pleadings": title, date and Save; Add Document (files)
 * only once the record is saved; read-only in the stages the rules name. Attaching a reply's files
 * contests the case.
 */
export function PleadingTab({ caseDoc, kind: kindName }: { caseDoc: CaseDoc; kind: PleadingKind }) {
  const kind = PLEADING_KINDS[kindName];
  const replies = useCaseReplies(kindName === 'reply' ? caseDoc.name : null);
  const pleadings = useCasePleadings(kindName === 'pleading' ? caseDoc.name : null);
  const records = kindName === 'reply' ? replies : pleadings;
  const queryClient = useQueryClient();
  const readOnly = kind.isReadOnly(caseDoc.stage);
  const { t } = useTranslation();

  // The record being edited as last opened or saved: its next save sends that version back.
  const [opened, setOpened] = useState<OpenedDoc | null>(null);
  const savedName = opened?.name ?? null;
  const [saving, setSaving] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<PleadingValues>({
    mode: 'controlled',
    initialValues: { document_title: '', document_date: isoDate(new Date()) },
    validate: { document_title: (value) => (value.trim() ? null : DOCUMENT_TITLE_REQUIRED) },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseDoc.name) });

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await savePleading(kind, caseDoc, { ...values, document_title: values.document_title.trim() }, opened);
      notify.success(t(opened ? kind.updated : kind.added));
      setOpened(saved);
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  const attach = async (files: File[]) => {
    if (!savedName) return;
    setProgress(0);
    try {
      await attachToPleading(kind, caseDoc, savedName, files, setProgress);
      notify.success(t(kind.attached));
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: caseKeys.files(kind.doctype, savedName) })]);
    } catch (error) {
      notify.error(errorMessage(error, t('pleading.attachFailed')));
    } finally {
      setProgress(null);
    }
  };

  const edit = (record: PleadingDoc) => {
    setOpened(record);
    form.setValues({ document_title: record.document_title ?? '', document_date: record.document_date ?? isoDate(new Date()) });
  };

  const startNew = () => {
    setOpened(null);
    form.reset();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">
              {savedName ? `${t(kind.title)} ${savedName}` : t(kind.newRecord)}
            </Title>
            {readOnly && (
              <Alert color="gray" p="sm">
                {t(caseDoc.stage === 'Completed' ? CLOSED_CASE_NOTE : kind.readOnlyNote)}
              </Alert>
            )}
            <TextField
              label={t('pleading.documentTitle')}
              required
              size="md"
              disabled={readOnly}
              {...form.getInputProps('document_title')}
              error={form.errors.document_title ? t(String(form.errors.document_title)) : undefined}
            />
            <DateField label={t('pleading.documentDate')} size="md" max={isoDate(new Date())} disabled={readOnly} {...form.getInputProps('document_date')} />
            {progress !== null && <Progress value={progress * 100} aria-label={t('pleading.uploading')} animated />}
            <Group gap="sm" wrap="wrap" className={classes.actions}>
              <Button type="submit" size="md" loading={saving} disabled={readOnly}>
                {savedName ? t('pleading.update') : t('pleading.save')}
              </Button>
              <Button
                variant="light"
                size="md"
                leftSection={<IconPaperclip size={18} aria-hidden="true" />}
                disabled={readOnly || !savedName || progress !== null}
                onClick={() => setPickerOpen(true)}
              >
                {t('pleading.addDocument')}
              </Button>
              {savedName && !readOnly && (
                <Button variant="subtle" size="md" onClick={startNew}>
                  {t(kind.newRecord)}
                </Button>
              )}
            </Group>
            {!savedName && !readOnly && (
              <Text size="sm" c="dimmed">
                {t('pleading.saveFirst')}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>

      <section aria-label={t('pleading.filedLabel', { title: t(kind.title) })}>
        <Title order={2} size="h4" mb="sm">
          {t('pleading.filed')}
        </Title>
        {records.isPending ? (
          <PageLoader />
        ) : records.isError ? (
          <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />
        ) : records.data.length === 0 ? (
          <Text c="dimmed">{t('kit.noData')}</Text>
        ) : (
          <Stack component="ul" gap="sm" className={classes.list}>
            {records.data.map((record) => (
              <li key={record.name}>
                <PleadingRecordCard
                  doctype={kind.doctype}
                  record={record}
                  emptyText={t('pleading.noFiles')}
                  actions={
                    !readOnly && (
                      <Button variant="subtle" size="sm" onClick={() => edit(record)}>
                        {t('pleading.edit')}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </section>

      <FilePickerModal
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onAttach={(files) => void attach(files)}
        title={t(kind.attachTitle)}
      />
    </Stack>
  );
}
