import { Alert, Stack, Table, Text } from '@mantine/core';
import type { PaymentAccount } from 'shared-api';
import { useTranslation } from './i18n';

export interface PaymentAccountDetailsProps {
  /** The institution's account; null: none configured, the case manager sends it. */
  account: PaymentAccount | null;
  /** "₹1,000": the amount to transfer, when it is one fee. */
  amount?: string;
  /** The reference to quote, when it is one fee; otherwise each row's own. */
  reference?: string;
}

/**
 * Where to transfer a filing fee: the account's name, number, IFSC, bank and branch with the
 * amount and the reference to quote; a demo account says so; with no account configured, that
 * the case manager will send it (never an invented one).
 */
export function PaymentAccountDetails({ account, amount, reference }: PaymentAccountDetailsProps) {
  const { t } = useTranslation();
  const quote = reference ? t('filing.payments.quote', { reference }) : t('filing.payments.quoteEach');
  if (!account) {
    return (
      <Stack gap={4}>
        <Text size="sm">{t('filing.payments.noAccount')}</Text>
        <Text size="sm">{quote}</Text>
      </Stack>
    );
  }
  const rows: [string, string | null][] = [
    [t('filing.payments.accountName'), account.account_name],
    [t('filing.payments.accountNumber'), account.account_number],
    [t('filing.payments.ifsc'), account.ifsc],
    [t('filing.payments.bank'), account.bank],
    [t('filing.payments.branch'), account.branch],
  ];
  return (
    <Stack gap={4}>
      <Text size="sm">{amount ? t('filing.payments.transfer', { amount }) : t('filing.payments.transferFees')}</Text>
      {account.demo && (
        <Alert color="orange" variant="light" role="note" p="xs">
          <Text size="sm" fw={600}>
            {t('filing.payments.demo')}
          </Text>
        </Alert>
      )}
      <Table withRowBorders={false} verticalSpacing={2} aria-label={t('filing.payments.table')}>
        <Table.Tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%">
                  {label}
                </Table.Th>
                <Table.Td ff="monospace">{value}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={600}>
        {quote}
      </Text>
    </Stack>
  );
}
