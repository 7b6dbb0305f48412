import { Alert, Anchor, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatAmount, formatDate, formatDateTime, getCaseOffers, type CaseDoc, type SettlementOfferDoc } from 'shared-api';
import { settlementPaymentReference, todayInIndia, UPI_MAX_AMOUNT, upiPayLink, upiRequestProblem } from 'shared-api/rules';
import { ErrorState, PageLoader } from 'shared-ui';
import { useTranslation } from '../i18n';
import * as classes from './SettleTab.module.css';
import { AcceptOffer } from './AcceptOffer';
import { ProposeTerms } from './ProposeTerms';
import { UpiQrCode } from './UpiQrCode';

/**
 * "Settle this case" (issue: settle from the notice): the amount claimed and each offer the lender
 * made, in plain words, with how to pay: a UPI payment request (upi://pay link and its QR code) and
 * the bank transfer details, each quoting the offer's reference. Nothing here marks money received.
 */
export function SettleTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const { t } = useTranslation();
  const queryKey = ['settlement-offers', caseDoc.name] as const;
  const offers = useQuery({ queryKey, queryFn: ({ signal }) => getCaseOffers(caseDoc.name, undefined, { signal }) });
  if (offers.isPending) return <PageLoader label={t('case.settle.loading')} />;
  if (offers.isError) return <ErrorState title={t('case.settle.loadFailed')} message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} />;
  return (
    <Stack gap="md">
      <Text>{t('case.settle.intro')}</Text>
      {caseDoc.disputed_value ? <Text fw={600}>{t('case.settle.claimed', { amount: formatAmount(caseDoc.disputed_value) ?? '' })}</Text> : null}
      {offers.data.length === 0 ? (
        <Text c="dimmed">{t('case.settle.none')}</Text>
      ) : (
        <Stack gap="md" component="ul" aria-label={t('case.settle.offers')} className={classes.offers}>
          {offers.data.map((offer) => (
            <li key={offer.name}>
              <OfferCard offer={offer} caseName={caseDoc.name} queryKey={queryKey} settled={offers.data.some((other) => other.status === 'Accepted')} />
            </li>
          ))}
        </Stack>
      )}
      {/* A counter-offer while nothing is agreed and no proposal waits for the lender. */}
      {!offers.data.some((offer) => offer.status === 'Accepted' || offer.status === 'Proposed') && (
        <ProposeTerms offer={offers.data.find((offer) => offer.status === 'Open')?.name} queryKey={queryKey} />
      )}
    </Stack>
  );
}

function OfferCard({ offer, caseName, queryKey, settled }: { offer: SettlementOfferDoc; caseName: string; queryKey: readonly unknown[]; settled: boolean }) {
  const { t } = useTranslation();
  const date = formatDate(offer.valid_until) ?? '';
  const open = offer.status === 'Open' && (offer.valid_until ?? '') >= todayInIndia();
  const words =
    offer.offer_type === 'One-time'
      ? offer.claimed_amount
        ? t('case.settle.oneTime', { amount: formatAmount(offer.amount) ?? '', date, claimed: formatAmount(offer.claimed_amount) ?? '' })
        : t('case.settle.oneTimeNoClaim', { amount: formatAmount(offer.amount) ?? '', date })
      : t('case.settle.plan', {
          count: offer.instalment_count ?? 0,
          each: formatAmount(offer.instalment_amount) ?? '',
          total: formatAmount(offer.total_amount) ?? '',
          first: formatDate(offer.first_due_date) ?? '',
          grace: offer.grace_days ?? 0,
          date,
        });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text>{words}</Text>
        {offer.discount_percent && offer.discount_percent > 0 ? <Text size="sm">{t('case.settle.discount', { percent: offer.discount_percent })}</Text> : null}
        {offer.terms_note ? <Text size="sm">{t('case.settle.note', { note: offer.terms_note })}</Text> : null}
        {offer.status === 'Withdrawn' ? (
          <Badge color="gray">{t('case.settle.withdrawn')}</Badge>
        ) : offer.status === 'Accepted' ? (
          <>
            <Badge color="green" w="fit-content">
              {t('case.settle.accepted', { at: formatDateTime(offer.accepted_at) ?? '' })}
            </Badge>
            <PaymentRequest offer={offer} caseName={caseName} />
          </>
        ) : offer.status === 'Proposed' ? (
          <Badge color="blue">{t('case.settle.proposed')}</Badge>
        ) : offer.status === 'Declined' ? (
          <Badge color="gray">{t('case.settle.declined')}</Badge>
        ) : open ? (
          <>
            {!settled && <AcceptOffer offer={offer} caseName={caseName} queryKey={queryKey} />}
            <PaymentRequest offer={offer} caseName={caseName} />
          </>
        ) : (
          <Text size="sm" c="dimmed">{t('case.settle.expired', { date })}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function PaymentRequest({ offer, caseName }: { offer: SettlementOfferDoc; caseName: string }) {
  const { t } = useTranslation();
  const [showQr, setShowQr] = useState(false);
  const plan = offer.offer_type === 'Instalments';
  const amount = Number(plan ? offer.instalment_amount : offer.amount);
  const reference = settlementPaymentReference(offer.name, plan ? 1 : undefined);
  const payee = offer.payee_name ?? '';
  const request = offer.collection_vpa ? { vpa: offer.collection_vpa, payeeName: payee, amount, reference, note: `Settlement ${caseName}` } : null;
  const link = request && !upiRequestProblem(request) ? upiPayLink(request) : null;
  const bank = offer.bank_account_number && offer.bank_ifsc;
  const shown = formatAmount(amount) ?? '';
  return (
    <Stack gap="xs" component="section" aria-label={t('case.settle.pay')}>
      <Title order={4}>{plan ? t('case.settle.payFirst') : t('case.settle.pay')}</Title>
      <Alert color="blue" variant="light" p="xs">
        <Text size="sm">{t('case.settle.payCaution')}</Text>
      </Alert>
      {!link && !bank ? <Text size="sm">{t('case.settle.noPayDetails')}</Text> : <Text size="sm" fw={600}>{t('case.settle.reference', { reference })}</Text>}
      {link && (
        <>
          <Anchor href={link}>{t('case.settle.upiLink', { amount: shown })}</Anchor>
          {showQr ? (
            <UpiQrCode link={link} label={t('case.settle.qrLabel', { amount: shown, payee })} failedText={t('case.settle.qrFailed')} />
          ) : (
            <Button variant="light" onClick={() => setShowQr(true)} w="fit-content">
              {t('case.settle.showQr')}
            </Button>
          )}
        </>
      )}
      {request && !link && amount > UPI_MAX_AMOUNT ? <Text size="sm">{t('case.settle.upiOverLimit', { limit: formatAmount(UPI_MAX_AMOUNT) ?? '' })}</Text> : null}
      {bank && <Text size="sm">{t('case.settle.bank', { payee, account: offer.bank_account_number ?? '', ifsc: offer.bank_ifsc ?? '' })}</Text>}
    </Stack>
  );
}
