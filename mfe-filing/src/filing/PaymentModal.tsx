import { Alert, Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FILING_FEE_RS, PAYMENT_METHODS, type PaymentMethod } from './constants';
import { useTranslation } from './i18n';
import type { CaseType } from './types';

interface PaymentModalProps {
  opened: boolean;
  caseType: CaseType;
  onClose: () => void;
  onPay: (method: PaymentMethod) => void;
  busy: boolean;
}

function nowText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * The payment modal of SPEC §2. No card number is ever entered here: the card fields stay disabled
 * (online payment is not connected) and only the chosen method is sent. PAY NOW registers the
 * case as Submit does, then the server records the fee as a pending invoice with a reference to
 * quote with a bank transfer.
 */
export function PaymentModal({ opened, caseType, onClose, onPay, busy }: PaymentModalProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('Bank Transfer');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!opened) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('filing.wizard.payment.title')} size="lg" closeOnClickOutside={false} closeOnEscape={!busy} withCloseButton={!busy}>
      <Stack gap="md">
        <Radio.Group label={t('filing.wizard.payment.method')} value={method} onChange={(value) => setMethod(value as PaymentMethod)}>
          <Group mt="xs">
            {PAYMENT_METHODS.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>

        {method === 'Credit Card' && (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label={t('filing.wizard.payment.cardName')} placeholder={t('filing.wizard.payment.cardName')} disabled />
              <TextInput label={t('filing.wizard.payment.cardNumber')} placeholder={t('filing.wizard.payment.cardNumber')} disabled />
              <TextInput label={t('filing.wizard.payment.month')} placeholder={t('filing.wizard.payment.monthPlaceholder')} disabled />
              <TextInput label={t('filing.wizard.payment.year')} placeholder={t('filing.wizard.payment.yearPlaceholder')} disabled />
              <TextInput label={t('filing.wizard.payment.cvv')} placeholder={t('filing.wizard.payment.cvv')} disabled />
            </SimpleGrid>
          </Stack>
        )}
        {method !== 'Bank Transfer' && (
          <Alert color="yellow" variant="light" title={t('filing.wizard.payment.offline', { method })}>
            <Text size="sm">{t('filing.wizard.payment.offlineNote', { method })}</Text>
          </Alert>
        )}
        {method === 'Bank Transfer' && (
          <Alert color="gray" variant="light">
            <Text size="sm">{t('filing.wizard.payment.bankNote')}</Text>
          </Alert>
        )}

        <Paper withBorder p="md" radius="md" bg="gray.0" aria-label={t('filing.wizard.payment.fee')}>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{t('filing.wizard.payment.amount', { caseType, amount: FILING_FEE_RS })}</Text>
            <Text size="sm" c="dimmed">
              {nowText(now)}
            </Text>
          </Group>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('filing.wizard.payment.cancel')}
          </Button>
          <Button onClick={() => onPay(method)} loading={busy}>
            {t('filing.wizard.payment.payNow')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
