import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { TextField, notify } from 'shared-ui';
import { useTranslation } from './i18n';
import { useAnswerCounterOffer } from './settlement-terms-query';

/**
 * The lender's answer to a respondent's counter-offer: accept (it becomes the agreed terms of the
 * case) or decline, which needs a reason the respondent will read. The server allows one agreed set
 * of terms per case, so a refusal (another was agreed meanwhile) is shown as it comes.
 */
export function CounterOfferAnswer({ caseName, offer }: { caseName: string; offer: string }) {
  const { t } = useTranslation();
  const answer = useAnswerCounterOffer(caseName);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (decision: 'accept' | 'decline') => {
    if (decision === 'decline' && !reason.trim()) {
      setError(t('filing.terms.counter.reasonRequired'));
      return;
    }
    setError(null);
    answer.mutate(
      { offer, decision, ...(decision === 'decline' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => notify.success(decision === 'accept' ? t('filing.terms.counter.acceptedToast') : t('filing.terms.counter.declinedToast')),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Stack gap={6} align="flex-end">
      <Text size="xs" fw={600}>
        {t('filing.terms.counter.title')}
      </Text>
      {declining ? (
        <>
          <TextField label={t('filing.terms.counter.reason.label')} value={reason} onChange={(event) => setReason(event.currentTarget.value)} size="xs" required />
          <Group gap="xs">
            <Button size="xs" color="red" variant="light" loading={answer.isPending} onClick={() => send('decline')}>
              {t('filing.terms.counter.declineConfirm')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setDeclining(false)}>
              {t('filing.terms.counter.back')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="xs">
          <Button size="xs" loading={answer.isPending} onClick={() => send('accept')}>
            {t('filing.terms.counter.accept')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setDeclining(true)}>
            {t('filing.terms.counter.decline')}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
