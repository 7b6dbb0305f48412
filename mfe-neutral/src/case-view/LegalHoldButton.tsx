import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from 'shared-api';
import { notify } from 'shared-ui';
import { useInvalidateCase } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { useTranslation } from './i18n';

/**
 * The case manager's legal hold (set_legal_hold): while it is on, nothing of the case is deleted,
 * by anyone or by the retention schedule. Placing and lifting both need a reason, which the case's
 * audit trail keeps with who did it and when.
 */
export function LegalHoldButton({ caseRecord }: { caseRecord: CaseRecord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const held = Number(caseRecord.legal_hold) === 1;
  return (
    <>
      {held ? (
        <Badge color="orange" variant="light" size="lg" title={caseRecord.legal_hold_reason ?? undefined}>
          {t('caseView.legalHold.on')}
        </Badge>
      ) : null}
      <Button variant="default" onClick={() => setOpen(true)}>
        {t(held ? 'caseView.legalHold.lift' : 'caseView.legalHold.place')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(held ? 'caseView.legalHold.lift' : 'caseView.legalHold.place')}>
        {open ? <LegalHoldForm caseRecord={caseRecord} held={held} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function LegalHoldForm({ caseRecord, held, onClose }: { caseRecord: CaseRecord; held: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidateCase = useInvalidateCase();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.call('set_legal_hold', { case: caseRecord.name, hold: held ? 0 : 1, reason: reason.trim() }),
    onSuccess: () => {
      notify.success(t(held ? 'caseView.legalHold.lifted' : 'caseView.legalHold.placed', { name: caseRecord.name }));
      invalidateCase(caseRecord.name);
      onClose();
    },
    onError: (failure) => setRefusal(errorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setProblem(t('caseView.legalHold.reasonMissing'));
    setProblem(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(held ? 'caseView.legalHold.liftText' : 'caseView.legalHold.placeText')}</Text>
        {held && caseRecord.legal_hold_reason ? <Text size="sm">{t('caseView.legalHold.current', { reason: caseRecord.legal_hold_reason })}</Text> : null}
        <Textarea label={t('caseView.legalHold.reason')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={1000} autosize minRows={2} error={problem} required />
        {refusal ? <Alert color="red">{refusal}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('caseView.legalHold.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(held ? 'caseView.legalHold.lift' : 'caseView.legalHold.place')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
