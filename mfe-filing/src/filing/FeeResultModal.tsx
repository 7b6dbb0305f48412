import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { formatAmount } from 'shared-api';
import { PaymentAccountDetails } from '../payments/PaymentAccountDetails';
import { FILING_FEE_RS } from './constants';
import type { FilingFee } from './filing-fee';
import { useTranslation } from './i18n';

/** After PAY NOW: the case is registered; its fee either became a pending invoice or could not be recorded. */
export type FeeOutcome = { caseName: string; fee: FilingFee; error?: undefined } | { caseName: string; fee?: undefined; error: string };

interface FeeResultModalProps {
  outcome: FeeOutcome | null;
  retrying: boolean;
  onRetry: () => void;
  onViewInvoices: () => void;
  onDone: () => void;
}

/**
 * Shows the payment reference and what to do with it (the server's instructions and the account to
 * transfer to, or that the case manager will send it), or why the fee was not recorded with a
 * retry (the server never makes a second invoice for the case).
 */
export function FeeResultModal({ outcome, retrying, onRetry, onViewInvoices, onDone }: FeeResultModalProps) {
  const { t } = useTranslation();
  const fee = outcome?.fee;
  return (
    <Modal opened={outcome !== null} onClose={onDone} title={fee ? t('filing.wizard.fee.recorded') : t('filing.wizard.fee.notRecorded')} size="lg" closeOnClickOutside={false} withCloseButton={!retrying}>
      {outcome && fee && (
        <Stack gap="md">
          <Text size="sm">
            {t('filing.wizard.fee.recordedMessage', { caseName: outcome.caseName, amount: formatAmount(fee.amount) ?? '-', invoice: fee.name, method: fee.method, status: fee.status })}
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="fee-reference-label">
              {t('filing.wizard.fee.reference')}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Code fz="lg" aria-labelledby="fee-reference-label" data-testid="fee-reference">
                {fee.reference}
              </Code>
              <CopyButton value={fee.reference}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? t('filing.wizard.fee.copied') : t('filing.wizard.fee.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          <Alert color="blue" variant="light" title={t('filing.wizard.fee.howToPay')}>
            <Stack gap="xs">
              {fee.instructions && <Text size="sm">{fee.instructions}</Text>}
              {fee.status === 'Pending' && <PaymentAccountDetails account={fee.bank_account ?? null} amount={formatAmount(fee.amount) ?? undefined} reference={fee.reference} />}
            </Stack>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onViewInvoices}>
              {t('filing.wizard.fee.viewInvoices')}
            </Button>
            <Button onClick={onDone}>{t('filing.wizard.fee.done')}</Button>
          </Group>
        </Stack>
      )}
      {outcome && !fee && (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{t('filing.wizard.fee.failedMessage', { caseName: outcome.caseName, amount: formatAmount(FILING_FEE_RS) ?? '-', error: outcome.error })}</Text>
          </Alert>
          <Text size="sm">{t('filing.wizard.fee.retryNote')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={retrying}>
              {t('filing.wizard.fee.close')}
            </Button>
            <Button onClick={onRetry} loading={retrying}>
              {t('filing.wizard.fee.retry')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
