import { Button, FileInput, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate, MAX_AWARD_EXTENSION_MONTHS, parseDisplayDate, todayInIndia } from 'shared-api';
import { notify, type Translate } from 'shared-ui';
import { useRecordAwardExtension, useRecordPleadingsCompleted } from '../api/statutory-clock';
import type { CaseRecord } from '../api/types';
import { useTranslation } from './i18n';

const MAX_REASON = 1000;
const CONSENT_TYPES = '.pdf,.jpg,.jpeg,.png';

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

interface ModalProps {
  caseRecord: CaseRecord;
  opened: boolean;
  onClose: () => void;
}

function PleadingsCompletedModal({ caseRecord, opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const record = useRecordPleadingsCompleted();
  const [date, setDate] = useState(formatDate(caseRecord.pleadings_completed_on) ?? '');
  const [reason, setReason] = useState(caseRecord.pleadings_completion_reason ?? '');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});

  const submit = () => {
    const on = parseDisplayDate(date);
    const found: typeof errors = {};
    if (!on) found.date = t('caseView.clock.dateFormat');
    else if (on > todayInIndia()) found.date = t('caseView.clock.dateFuture');
    if (!reason.trim()) found.reason = t('caseView.clock.reasonMissing');
    setErrors(found);
    if (!on || Object.keys(found).length > 0) return;
    record.mutate(
      { case: caseRecord.name, pleadings_completed_on: on, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t('caseView.clock.pleadingsRecorded', { name: caseRecord.name }));
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.clock.pleadingsFailed'))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('caseView.clock.pleadingsTitle', { name: caseRecord.name })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('caseView.clock.pleadingsHint')}
        </Text>
        <TextInput
          label={t('caseView.clock.pleadingsOn')}
          placeholder={t('caseView.clock.datePlaceholder')}
          inputMode="numeric"
          withAsterisk
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Textarea
          label={t('caseView.clock.reason')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_REASON}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('caseView.clock.cancel')}
          </Button>
          <Button onClick={submit} loading={record.isPending}>
            {t('caseView.clock.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
  const [months, setMonths] = useState(String(caseRecord.award_extension_months ?? 0));
  const [consent, setConsent] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const value = Number(months);
    if (value > 0 && !consent) {
      setError(t('caseView.clock.consentMissing'));
      return;
    }
    setError(null);
    record.mutate(
      { case: caseRecord.name, award_extension_months: value, consent: value > 0 ? consent : null },
      {
        onSuccess: () => {
          notify.success(t('caseView.clock.extensionRecorded', { name: caseRecord.name }));
          setConsent(null);
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, t('caseView.clock.extensionFailed'))),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('caseView.clock.extensionTitle', { name: caseRecord.name })}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('caseView.clock.extensionHint')}
        </Text>
        <Select label={t('caseView.clock.extension')} data={monthChoices(t)} value={months} onChange={(value) => setMonths(value ?? '0')} allowDeselect={false} withAsterisk />
        <FileInput
          label={t('caseView.clock.consent')}
          placeholder={t('caseView.clock.consentPlaceholder')}
          accept={CONSENT_TYPES}
          value={consent}
          onChange={setConsent}
          clearable
          error={error}
          withAsterisk={Number(months) > 0}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('caseView.clock.cancel')}
          </Button>
          <Button onClick={submit} loading={record.isPending}>
            {t('caseView.clock.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
