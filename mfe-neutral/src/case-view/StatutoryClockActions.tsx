import { Button, FileInput, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate, MAX_AWARD_EXTENSION_MONTHS, parseDisplayDate, todayInIndia } from 'shared-api';
import { notify } from 'shared-ui';
import { useRecordAwardExtension, useRecordPleadingsCompleted } from '../api/statutory-clock';
import type { CaseRecord } from '../api/types';

const MAX_REASON = 1000;
const CONSENT_TYPES = '.pdf,.jpg,.jpeg,.png';

/**
 * The arbitrator's two inputs to the statutory clock: the pleadings completed before the stage
 * moved on (s.23(4)), and the parties' consent to more time for the award (s.29A(3)). The server
 * checks both again and recomputes the dates.
 */
export function StatutoryClockActions({ caseRecord }: { caseRecord: CaseRecord }) {
  const [dialog, setDialog] = useState<'pleadings' | 'extension' | null>(null);
  if (caseRecord.stage === 'Draft' || caseRecord.mandate_status === 'Award made') return null;
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setDialog('pleadings')}>
        {caseRecord.pleadings_completed_on ? 'Correct completion of pleadings' : 'Record completion of pleadings'}
      </Button>
      {caseRecord.pleadings_completed_on && (
        <Button variant="light" size="xs" onClick={() => setDialog('extension')}>
          Record extension by consent
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
  const record = useRecordPleadingsCompleted();
  const [date, setDate] = useState(formatDate(caseRecord.pleadings_completed_on) ?? '');
  const [reason, setReason] = useState(caseRecord.pleadings_completion_reason ?? '');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});

  const submit = () => {
    const on = parseDisplayDate(date);
    const found: typeof errors = {};
    if (!on) found.date = 'Enter the date as DD-MM-YYYY';
    else if (on > todayInIndia()) found.date = 'The pleadings cannot be completed on a future date';
    if (!reason.trim()) found.reason = 'Give the reason the pleadings are complete';
    setErrors(found);
    if (!on || Object.keys(found).length > 0) return;
    record.mutate(
      { case: caseRecord.name, pleadings_completed_on: on, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(`Completion of pleadings recorded for ${caseRecord.name}`);
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, 'The completion of pleadings could not be recorded')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Completion of pleadings: ${caseRecord.name}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The time for the award (twelve months, s.29A(1)) runs from this date.
        </Text>
        <TextInput
          label="Pleadings completed on"
          placeholder="DD-MM-YYYY"
          inputMode="numeric"
          withAsterisk
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Textarea
          label="Reason"
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
            Cancel
          </Button>
          <Button onClick={submit} loading={record.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const MONTH_CHOICES = Array.from({ length: MAX_AWARD_EXTENSION_MONTHS + 1 }, (_, months) => ({
  value: String(months),
  label: months === 0 ? 'No extension' : `${months} ${months === 1 ? 'month' : 'months'}`,
}));

function AwardExtensionModal({ caseRecord, opened, onClose }: ModalProps) {
  const record = useRecordAwardExtension();
  const [months, setMonths] = useState(String(caseRecord.award_extension_months ?? 0));
  const [consent, setConsent] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const value = Number(months);
    if (value > 0 && !consent) {
      setError("Attach the parties' consent to the extension");
      return;
    }
    setError(null);
    record.mutate(
      { case: caseRecord.name, award_extension_months: value, consent: value > 0 ? consent : null },
      {
        onSuccess: () => {
          notify.success(`Extension by consent recorded for ${caseRecord.name}`);
          setConsent(null);
          onClose();
        },
        onError: (failure) => notify.error(errorMessage(failure, 'The extension could not be recorded')),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Extension by consent: ${caseRecord.name}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The parties may extend the time for the award by up to six months (s.29A(3)). Beyond that only a court can extend the mandate.
        </Text>
        <Select label="Extension" data={MONTH_CHOICES} value={months} onChange={(value) => setMonths(value ?? '0')} allowDeselect={false} withAsterisk />
        <FileInput
          label="Consent of the parties"
          placeholder="Choose the signed consent (PDF or image)"
          accept={CONSENT_TYPES}
          value={consent}
          onChange={setConsent}
          clearable
          error={error}
          withAsterisk={Number(months) > 0}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={record.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
