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
 * The payment modal of SPEC §2 (static). No card number is ever entered here: the card fields are
 * the provider's and stay disabled until an online provider is connected. PAY NOW registers the
 * case with the chosen method and today's date; the fee then waits for confirmation (bank
 * transfer quoting the case number).
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
          <Alert color="yellow" variant="light">
            <Text size="sm">
              Online {method === 'Paypal' ? 'PayPal' : 'card'} payments are not connected yet, so nothing is charged here. PAY NOW registers
              the case with {method} as the chosen method and the fee pending.
            </Text>
          </Alert>
        )}
        {method === 'Bank Transfer' && (
          <Alert color="gray" variant="light">
            <Text size="sm">PAY NOW registers the case with the fee pending. Quote the case number as the reference of your transfer.</Text>
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
