import { Stack, Title } from '@mantine/core';
import { formatAmount, formatDate, textOrNull, type SettlementDoc } from 'shared-api';
import { AttachmentList } from '../Attachments';
import { DetailList } from '../DetailList';
import { QueryState } from '../QueryState';
import { useCaseSettlements } from '../queries';
import { RichTextView } from '../RichTextView';
import { label, useTranslation } from '../../i18n/kit';

export interface SettlementPanelProps {
  caseName: string;
  emptyText?: string;
}

/**
 * Whether a record is a non-settlement: its type says so, or only the non_settlement_* fields are
 * filled (the server reads it the same way).
 */
export function isNonSettlement(record: SettlementDoc): boolean {
  if (/^non[\s-]*settle/i.test(record.settlement_type ?? '')) return true;
  const settled = Boolean(record.settlement_date || record.settlement_amount || textOrNull(record.settlement_report));
  const nonSettled = Boolean(record.non_settlement_date || record.non_settlement_amount || textOrNull(record.non_settlement_report));
  return nonSettled && !settled;
}

/** The settlement or non-settlement of a case, read-only: date, amount, report, attachments. */
export function SettlementPanel({ caseName, emptyText }: SettlementPanelProps) {
  const { t, language } = useTranslation();
  const query = useCaseSettlements(caseName);
  return (
    <QueryState query={query} what="settlement" isEmpty={(records) => records.length === 0} emptyText={emptyText ?? t('kit.settlement.none')}>
      {(records) => {
        const record = records[0];
        const non = isNonSettlement(record);
        return (
          <Stack gap="md">
            <Title order={3}>{non ? t('kit.settlement.non') : t('kit.settlement.title')}</Title>
            <DetailList
              items={[
                { label: label(t, 'Date'), value: formatDate(non ? record.non_settlement_date : record.settlement_date, language) },
                { label: label(t, 'Amount'), value: formatAmount(non ? record.non_settlement_amount : record.settlement_amount, language) },
              ]}
            />
            <section>
              <Title order={4} mb="xs">
                {t('kit.report')}
              </Title>
              <RichTextView value={non ? record.non_settlement_report : record.settlement_report} />
            </section>
            <section>
              <Title order={4} mb="xs">
                {t('kit.attachments')}
              </Title>
              <AttachmentList doctype="Settlement" docname={record.name} aria-label={t('kit.settlement.attachments')} />
            </section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
