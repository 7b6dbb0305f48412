import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, type SettlementOfferDoc } from 'shared-api';
import { acceptanceStatement } from 'shared-api/rules';
import { useTranslation } from '../i18n';

/**
 * Accepting the lender's terms: the respondent reads the statement they undertake (the same text the
 * server builds and records with its SHA-256), asks for a fresh code by SMS, and confirms with it.
 * The server refuses a statement that no longer matches the stored terms, and of two tabs one wins.
 */
export function AcceptOffer({ offer, caseName, queryKey }: { offer: SettlementOfferDoc; caseName: string; queryKey: readonly unknown[] }) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const lang = language === 'hi' ? 'hi' : 'en';
  const statement = acceptanceStatement(caseName, offer as Parameters<typeof acceptanceStatement>[1], lang);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: () => api.call('request_settlement_code', { offer: offer.name, language: lang }) });
  const accept = useMutation({
    mutationFn: () => api.call('accept_settlement_offer', { offer: offer.name, code, shown_text: statement, language: lang }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });

  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} w="fit-content">
        {t('case.settle.accept.start')}
      </Button>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={t('case.settle.accept.title')}>
      <Text size="sm" fw={600}>
        {t('case.settle.accept.read')}
      </Text>
      <Text size="sm" p="xs" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 4 }}>
        {statement}
      </Text>
      {send.isSuccess ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('case.settle.accept.sent', { mobile: send.data.masked_mobile })}
          </Text>
          <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label={t('case.settle.accept.code')} />
          {accept.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(accept.error)}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => accept.mutate()} loading={accept.isPending} disabled={code.length !== 6}>
              {t('case.settle.accept.confirm')}
            </Button>
            <Button variant="subtle" onClick={() => send.mutate()} loading={send.isPending}>
              {t('case.settle.accept.resend')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          {send.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(send.error)}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {t('case.settle.accept.send')}
            </Button>
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('case.settle.accept.cancel')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
