import { Button, FileInput, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { errorMessage, formatDate, MAX_AWARD_EXTENSION_MONTHS, parseDisplayDate, todayInIndia } from 'shared-api';
import { awardExtensionSchema, PLEADINGS_REASON_MAX, pleadingsCompletedSchema, STATUTORY_CLOCK_MESSAGES, valibotResolver } from 'shared-api/schemas';
import { notify, schemaMessages, type Translate } from 'shared-ui';
import { useRecordAwardExtension, useRecordPleadingsCompleted } from '../api/statutory-clock';
import type { CaseRecord } from '../api/types';
import { useTranslation } from './i18n';

const CONSENT_TYPES = '.pdf,.jpg,.jpeg,.png';
const translated = schemaMessages(STATUTORY_CLOCK_MESSAGES, (key) => `caseView.clock.${key}`);

/**
 * The arbitrator's two inputs to the statutory clock: the pleadings completed before the stage
 * moved on (s.23(4)), and the parties' consent to more time for the award (s.29A(3)). The server
 * checks both again and recomputes the dates.
 */
export function StatutoryClockActions({ caseRecord }: { caseRecord: CaseRecord }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'pleadings' | 'extension' | null>(null);
  if (caseRecord.stage === 'Draft' || caseRecord.mandate_status === 'Award made') return null;
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setDialog('pleadings')}>
        {t(caseRecord.pleadings_completed_on ? 'caseView.clock.correctPleadings' : 'caseView.clock.recordPleadings')}
      </Button>
      {caseRecord.pleadings_completed_on && (
        <Button variant="light" size="xs" onClick={() => setDialog('extension')}>
          {t('caseView.clock.recordExtension')}
        </Button>
      )}
      <PleadingsCompletedModal caseRecord={caseRecord} opened={dialog === 'pleadings'} onClose={() => setDialog(null)} />
      <AwardExtensionModal caseRecord={caseRecord} opened={dialog === 'extension'} onClose={() => setDialog(null)} />
    </>
  );
}

/** A clock dialog: the hint, the fields, Cancel and Save. */
function ClockDialog({ title, hint, opened, onClose, onSubmit, saving, children }: { title: string; hint: string; opened: boolean; onClose: () => void; onSubmit: () => void; saving: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('caseView.clock.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('caseView.clock.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface ModalProps {
  caseRecord: CaseRecord;
  opened: boolean;
  onClose: () => void;
}

function PleadingsCompletedModal({ caseRecord, opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const record = useRecordPleadingsCompleted();
  // The date is typed as DD-MM-YYYY; the schema (the server's too) checks the ISO date it stands for.
  const form = useForm({
    mode: 'controlled',
    initialValues: { pleadings_completed_on: formatDate(caseRecord.pleadings_completed_on) ?? '', reason: caseRecord.pleadings_completion_reason ?? '' },
    validate: (values) =>
      valibotResolver(pleadingsCompletedSchema(todayInIndia()))({ ...values, pleadings_completed_on: parseDisplayDate(values.pleadings_completed_on) ?? '' }),
  });

  const submit = form.onSubmit((values) => {
    record.mutate(
      { case: caseRecord.name, pleadings_completed_on: parseDisplayDate(values.pleadings_completed_on) ?? '', reason: values.reason.trim() },
      {
        onSuccess: () => {
          notify.success(t('caseView.clock.pleadingsRecorded', { name: caseRecord.name }));
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.clock.pleadingsFailed'))),
      },
    );
  });

  return (
    <ClockDialog title={t('caseView.clock.pleadingsTitle', { name: caseRecord.name })} hint={t('caseView.clock.pleadingsHint')} opened={opened} onClose={onClose} onSubmit={submit} saving={record.isPending}>
      <TextInput
        label={t('caseView.clock.pleadingsOn')}
        placeholder={t('caseView.clock.datePlaceholder')}
        inputMode="numeric"
        withAsterisk
        {...translated(t, form.getInputProps('pleadings_completed_on'))}
      />
      <Textarea
        label={t('caseView.clock.reason')}
        withAsterisk
        autosize
        minRows={2}
        maxLength={PLEADINGS_REASON_MAX}
        {...translated(t, form.getInputProps('reason'))}
      />
    </ClockDialog>
  );
}

const monthChoices = (t: Translate) =>
  Array.from({ length: MAX_AWARD_EXTENSION_MONTHS + 1 }, (_, months) => ({
    value: String(months),
    label: t('caseView.clock.months', { months }),
  }));

function AwardExtensionModal({ caseRecord, opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const record = useRecordAwardExtension();
  const form = useForm<{ award_extension_months: number; consent: File | null }>({
    mode: 'controlled',
    initialValues: { award_extension_months: caseRecord.award_extension_months ?? 0, consent: null },
    validate: valibotResolver(awardExtensionSchema),
  });
  const months = form.values.award_extension_months;

  const submit = form.onSubmit((values) => {
    record.mutate(
      { case: caseRecord.name, award_extension_months: values.award_extension_months, consent: values.award_extension_months > 0 ? values.consent : null },
      {
        onSuccess: () => {
          notify.success(t('caseView.clock.extensionRecorded', { name: caseRecord.name }));
          form.setFieldValue('consent', null);
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.clock.extensionFailed'))),
      },
    );
  });

  return (
    <ClockDialog title={t('caseView.clock.extensionTitle', { name: caseRecord.name })} hint={t('caseView.clock.extensionHint')} opened={opened} onClose={onClose} onSubmit={submit} saving={record.isPending}>
      <Select
        label={t('caseView.clock.extension')}
        data={monthChoices(t)}
        value={String(months)}
        onChange={(value) => form.setFieldValue('award_extension_months', Number(value ?? 0))}
        allowDeselect={false}
        withAsterisk
      />
      <FileInput
        label={t('caseView.clock.consent')}
        placeholder={t('caseView.clock.consentPlaceholder')}
        accept={CONSENT_TYPES}
        clearable
        {...translated(t, form.getInputProps('consent'))}
        withAsterisk={months > 0}
      />
    </ClockDialog>
  );
}
