import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { FILING_FEE_RS } from './constants';
import type { FilingFee } from './filing-fee';

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
 * Shows the payment reference and what to do with it (the server's instructions), or why the fee
 * was not recorded with a retry (the server never makes a second invoice for the case).
 */
export function FeeResultModal({ outcome, retrying, onRetry, onViewInvoices, onDone }: FeeResultModalProps) {
  const fee = outcome?.fee;
  return (
    <Modal opened={outcome !== null} onClose={onDone} title={fee ? 'Fee recorded' : 'Fee not recorded'} size="lg" closeOnClickOutside={false} withCloseButton={!retrying}>
      {outcome && fee && (
        <Stack gap="md">
          <Text size="sm">
            {outcome.caseName} is registered. Its fee of {fee.amount} Rs is recorded as invoice {fee.name} with {fee.method} as the method, status {fee.status}.
            Nothing has been charged.
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="fee-reference-label">
              Payment reference
            </Text>
            <Group gap="sm" wrap="wrap">
              <Code fz="lg" aria-labelledby="fee-reference-label" data-testid="fee-reference">
                {fee.reference}
              </Code>
              <CopyButton value={fee.reference}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy reference'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
          {fee.instructions && (
            <Alert color="blue" variant="light" title="How to pay">
              <Text size="sm">{fee.instructions}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onViewInvoices}>
              View invoices
            </Button>
            <Button onClick={onDone}>Done</Button>
          </Group>
        </Stack>
      )}
      {outcome && !fee && (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">
              {outcome.caseName} is registered, but its fee of {FILING_FEE_RS} Rs could not be recorded: {outcome.error}
            </Text>
          </Alert>
          <Text size="sm">Nothing has been charged. Try again now; trying again never records the fee twice.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={retrying}>
              Close
            </Button>
            <Button onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
