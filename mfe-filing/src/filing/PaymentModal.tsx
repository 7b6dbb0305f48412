import { Alert, Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FILING_FEE_RS, PAYMENT_METHODS, type PaymentMethod } from './constants';
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
  const [method, setMethod] = useState<PaymentMethod>('Bank Transfer');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!opened) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, [opened]);
  const feeLabel = caseType === 'Mediation' ? 'Mediation Fee' : 'Arbitration Fee';

  return (
    <Modal opened={opened} onClose={onClose} title="Payment" size="lg" closeOnClickOutside={false} closeOnEscape={!busy} withCloseButton={!busy}>
      <Stack gap="md">
        <Radio.Group label="Payment Method" value={method} onChange={(value) => setMethod(value as PaymentMethod)}>
          <Group mt="xs">
            {PAYMENT_METHODS.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>

        {method === 'Credit Card' && (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Name on card" placeholder="Name on card" disabled />
              <TextInput label="Card number" placeholder="Card number" disabled />
              <TextInput label="Month" placeholder="MM" disabled />
              <TextInput label="Year" placeholder="YYYY" disabled />
              <TextInput label="CVV" placeholder="CVV" disabled />
            </SimpleGrid>
          </Stack>
        )}
        {method !== 'Bank Transfer' && (
          <Alert color="yellow" variant="light" title={`Online ${method === 'Paypal' ? 'PayPal' : 'card'} payment is not available`}>
            <Text size="sm">
              Nothing is charged and no card details are asked for. PAY NOW registers the case and records the fee as pending with {method}{' '}
              as the chosen method; you then get a payment reference to pay by bank transfer.
            </Text>
          </Alert>
        )}
        {method === 'Bank Transfer' && (
          <Alert color="gray" variant="light">
            <Text size="sm">
              PAY NOW registers the case and records the fee as pending. You then get a payment reference to quote with your bank transfer.
            </Text>
          </Alert>
        )}

        <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Fee">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {feeLabel} {FILING_FEE_RS} Rs
            </Text>
            <Text size="sm" c="dimmed">
              {nowText(now)}
            </Text>
          </Group>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => onPay(method)} loading={busy}>
            PAY NOW
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
