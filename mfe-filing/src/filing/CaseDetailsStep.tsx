import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { caseDetailsSchema, valibotResolver } from 'shared-api/schemas';
import { ChosenFileList, DateField, FilePickerModal, isoDate, notify, REGISTRATION_TOAST_MS, SelectField, TextField } from 'shared-ui';
import { useNaturesOfDispute } from '../common/reference';
import { agreementField } from './case-fields';
import { FILE_TYPES, TRIBUNAL_COMPOSITIONS } from './constants';
import { draftFilesSupported } from './draft-files';
import { bind, scrollToFirstError } from './form-helpers';
import * as classes from './CaseDetailsStep.module.css';
import { useTranslation } from './i18n';
import type { CaseType, ChosenFile, FilingDraft, FormValues } from './types';

interface CaseDetailsStepProps {
  caseType: CaseType;
  draft: FilingDraft;
  update: (patch: Partial<FilingDraft>) => void;
  files: ChosenFile[];
  onFilesChange: (files: ChosenFile[]) => void;
  onContinue: () => void;
}


let nextFileId = 0;

export function CaseDetailsStep({ caseType, draft, update, files, onFilesChange, onContinue }: CaseDetailsStepProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLFormElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [fileTypeError, setFileTypeError] = useState<string | null>(null);
  const natures = useNaturesOfDispute();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: draft.caseDetails,
    validate: valibotResolver(caseDetailsSchema),
    onValuesChange: (values) => update({ caseDetails: values }),
  });
  const agreement = agreementField(caseType);
  const fileType = form.values.file_type ?? '';

  const openPicker = () => {
    if (!fileType) {
      setFileTypeError(t('filing.wizard.case.fileTypeRequired'));
      return;
    }
    setFileTypeError(null);
    setPickerOpen(true);
  };

  const attach = (chosen: File[]) => {
    if (chosen.length === 0) return;
    onFilesChange([...files, ...chosen.map((file) => ({ id: `file-${++nextFileId}`, file, attachmentType: fileType }))]);
    notify.success(t('filing.wizard.case.attached'), { autoClose: REGISTRATION_TOAST_MS });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form
        ref={rootRef}
        noValidate
        aria-label={t('filing.wizard.case.form')}
        onSubmit={(event) => {
          event.preventDefault();
          const result = form.validate();
          if (result.hasErrors) {
            requestAnimationFrame(() => scrollToFirstError(rootRef.current, result.errors));
            return;
          }
          onContinue();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
            <TextField id={`case-${agreement}`} label={t('filing.wizard.case.agreementNumber')} {...bind(form, agreement)} />
            <TextField id="case-clause_number" label={t('filing.wizard.case.clauseNumber')} {...bind(form, 'clause_number')} />
            <TextField
              id="case-disputed_value"
              label={t('filing.wizard.case.disputedValue')}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...bind(form, 'disputed_value')}
            />
            <DateField id="case-date_of_agreement" label={t('filing.wizard.case.dateOfAgreement')} max={isoDate(new Date())} {...bind(form, 'date_of_agreement')} />
            <SelectField id="case-nature_of_dispute" label={t('filing.wizard.case.natureOfDispute')} data={natures.data ?? []} {...bind(form, 'nature_of_dispute')} />
            <TextField id="case-venue" label={t('filing.wizard.case.venue')} {...bind(form, 'venue')} />
            <TextField id="case-jurisdiction" label={t('filing.wizard.case.jurisdiction')} {...bind(form, 'jurisdiction')} />
            <SelectField
              id="case-composition_of_tribunal"
              label={t('filing.wizard.case.compositionOfTribunal')}
              data={TRIBUNAL_COMPOSITIONS}
              {...bind(form, 'composition_of_tribunal')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('filing.wizard.case.interimMeasures')}
            checked={form.values.interim_measures === '1'}
            onChange={(event) => form.setFieldValue('interim_measures', event.currentTarget.checked ? '1' : '0')}
          />

          <Title order={3} size="h6">
            {t('filing.wizard.documents')}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SelectField
              id="case-file_type"
              className={classes.fileType}
              label={t('filing.wizard.case.fileType')}
              data={FILE_TYPES}
              {...bind(form, 'file_type')}
              error={fileTypeError}
              onChange={(event) => {
                form.setFieldValue('file_type', event.currentTarget.value);
                setFileTypeError(null);
              }}
            />
            <Button variant="outline" leftSection={<IconPaperclip size={16} aria-hidden="true" />} onClick={openPicker}>
              {t('filing.wizard.case.attachFiles')}
            </Button>
          </Group>
          {files.length > 0 ? (
            <ChosenFileList
              label={t('filing.wizard.case.attachedFiles')}
              files={files.map((chosen) => ({ key: chosen.id, file: chosen.file, detail: chosen.attachmentType }))}
              onRemove={(key) => onFilesChange(files.filter((kept) => kept.id !== key))}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('filing.wizard.case.noFiles')}
            </Text>
          )}
          <Alert color="gray" variant="light">
            <Text size="sm">
              {draftFilesSupported() ? t('filing.wizard.case.filesKept') : t('filing.wizard.case.filesNotKept')}
            </Text>
          </Alert>

          <Group justify="flex-end">
            <Button type="submit">{t('filing.wizard.saveContinue')}</Button>
          </Group>
        </Stack>
      </form>
      <FilePickerModal opened={pickerOpen} onClose={() => setPickerOpen(false)} onAttach={attach} title={t('filing.wizard.case.attachType', { type: fileType })} />
    </Paper>
  );
}
