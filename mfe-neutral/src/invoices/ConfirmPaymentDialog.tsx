import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { checkTransferConfirmation, errorMessage, formatAmount, formatDate, normaliseTransferReference, todayInIndia, TRANSFER_MESSAGES } from 'shared-api';
import { DateField, notify, TextField } from 'shared-ui';
import { useConfirmFilingFee, type FilingFeeRecord } from '../api/invoices';
import { useTranslation } from './i18n';

type MessageKey = keyof typeof TRANSFER_MESSAGES;
const messageKey = (message: string) => (Object.keys(TRANSFER_MESSAGES) as MessageKey[]).find((key) => TRANSFER_MESSAGES[key] === message);

export interface ConfirmPaymentDialogProps {
  /** The pending filing fee being confirmed; null: closed. */
  fee: FilingFeeRecord | null;
  onClose: () => void;
}

/**
 * The case manager records a filing fee's bank transfer as received: its UTR and date (checked as
 * the server checks them), then a second look at what will be recorded before it is. The server
 * refuses a fee someone else has just confirmed, and says so here.
 */
export function ConfirmPaymentDialog({ fee, onClose }: ConfirmPaymentDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmFilingFee();
  const [reference, setReference] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; date?: string }>({});
  const [reviewing, setReviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInIndia();
  const caseName = fee?.claim ?? fee?.dispute ?? '-';
  const raisedOn = fee?.creation.slice(0, 10);

  const close = () => {
    setReference('');
    setDate('');
    setErrors({});
    setReviewing(false);
    setFailure(null);
    confirm.reset();
    onClose();
  };

  const review = () => {
    const checked = checkTransferConfirmation({ transfer_reference: reference, transfer_date: date }, today, raisedOn);
    if ('message' in checked) {
      const key = messageKey(checked.message);
      const text = key ? t(`invoices.confirm.error.${key}`) : checked.message;
      setErrors(key?.startsWith('reference') ? { reference: text } : { date: text });
      return;
    }
    setErrors({});
    setReference(checked.values.transfer_reference);
    setReviewing(true);
  };

  const submit = () => {
    if (!fee) return;
    setFailure(null);
    confirm.mutate(
      { invoice: fee.name, transfer_reference: normaliseTransferReference(reference), transfer_date: date },
      {
        onSuccess: (done) => {
          notify.success(t('invoices.confirm.done', { name: done.name, caseName: done.case }));
          close();
        },
        onError: (error) => setFailure(errorMessage(error, t('invoices.confirm.failed'))),
      },
    );
  };

  return (
    <Modal opened={fee !== null} onClose={close} title={fee ? t('invoices.confirm.title', { name: fee.name }) : ''} closeOnClickOutside={false}>
      {fee && (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={2} aria-label={t('invoices.confirm.summary')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('invoices.column.case')}</Table.Th>
                <Table.Td>{caseName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('invoices.column.amount')}</Table.Th>
                <Table.Td>{formatAmount(fee.amount) ?? '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('invoices.fees.column.reference')}</Table.Th>
                <Table.Td>{fee.payment_reference ?? fee.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('invoices.column.raisedOn')}</Table.Th>
                <Table.Td>{formatDate(fee.creation) ?? '-'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {!reviewing ? (
            <>
              <Text size="sm">{t('invoices.confirm.intro')}</Text>
              <TextField
                label={t('invoices.confirm.reference')}
                description={t('invoices.confirm.referenceHint')}
                required
                autoComplete="off"
                maxLength={40}
                value={reference}
                error={errors.reference}
                onChange={(event) => setReference(event.currentTarget.value)}
              />
              <DateField label={t('invoices.confirm.date')} required max={today} min={raisedOn} value={date} error={errors.date} onChange={(event) => setDate(event.currentTarget.value)} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('invoices.form.cancel')}
                </Button>
                <Button onClick={review}>{t('invoices.confirm.continue')}</Button>
              </Group>
            </>
          ) : (
            <>
              <Alert color="yellow" variant="light" role="note" title={t('invoices.confirm.checkTitle')}>
                <Text size="sm">
                  {t('invoices.confirm.check', { amount: formatAmount(fee.amount) ?? '-', reference, date: formatDate(date) ?? date, name: fee.name, caseName })}
                </Text>
              </Alert>
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  <Text size="sm">{failure}</Text>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setReviewing(false)} disabled={confirm.isPending}>
                  {t('invoices.confirm.back')}
                </Button>
                <Button color="teal" onClick={submit} loading={confirm.isPending}>
                  {t('invoices.confirm.submit')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
