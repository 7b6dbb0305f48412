import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, formatAmount, formatDate, formatDateTime, type CaseDoc, type SettlementOfferDoc } from 'shared-api';
import { offerDiscountPercent, offerTermsProblem, paymentDetailsProblem, todayInIndia, type OfferType } from 'shared-api/rules';
import { DateField, ErrorState, NumberField, PageLoader, TextField, notify } from 'shared-ui';
import { useTranslation } from './i18n';
import { CounterOfferAnswer } from './CounterOfferAnswer';
import { useCaseOffers, useOfferTerms, useWithdrawOffer } from './settlement-terms-query';

type Draft = { offer_type: OfferType; amount: number | ''; instalment_count: number | ''; instalment_amount: number | ''; first_due_date: string; grace_days: number | ''; valid_until: string; terms_note: string; payee_name: string; collection_vpa: string; bank_account_number: string; bank_ifsc: string };
const EMPTY: Draft = { offer_type: 'One-time', amount: '', instalment_count: '', instalment_amount: '', first_due_date: '', grace_days: 0, valid_until: '', terms_note: '', payee_name: '', collection_vpa: '', bank_account_number: '', bank_ifsc: '' };
const orNull = <T,>(value: T | '') => (value === '' ? null : value);

/**
 * The lender's settlement terms on one case (issue "Settle from the notice"): the terms offered,
 * with their total and discount on the claim, a form for new ones (a one-time amount or an
 * instalment plan) and Withdraw. The claimant side sets them; the server checks the same rules.
 */
export function SettlementTermsPanel({ caseDoc }: { caseDoc: CaseDoc }) {
  const { t } = useTranslation();
  const offers = useCaseOffers(caseDoc.name);
  if (offers.isPending) return <PageLoader label={t('filing.terms.loading')} />;
  if (offers.isError) return <ErrorState title={t('filing.terms.loadFailed')} message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3}>{t('filing.terms.title')}</Title>
        <Text size="sm">{t('filing.terms.intro')}</Text>
        {caseDoc.disputed_value ? <Text size="sm">{t('filing.terms.claimed', { amount: formatAmount(caseDoc.disputed_value) ?? '' })}</Text> : null}
      </Stack>
      <OfferList caseName={caseDoc.name} offers={offers.data} />
      <OfferForm caseName={caseDoc.name} claimed={caseDoc.disputed_value ?? null} />
    </Stack>
  );
}

function OfferList({ caseName, offers }: { caseName: string; offers: SettlementOfferDoc[] }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawOffer(caseName);
  if (offers.length === 0) return <Text c="dimmed">{t('filing.terms.empty')}</Text>;
  const describe = (offer: SettlementOfferDoc) =>
    offer.offer_type === 'One-time'
      ? t('filing.terms.oneTimeSummary', { amount: formatAmount(offer.amount) ?? '', date: formatDate(offer.valid_until) ?? '' })
      : t('filing.terms.planSummary', {
          count: offer.instalment_count ?? 0,
          each: formatAmount(offer.instalment_amount) ?? '',
          first: formatDate(offer.first_due_date) ?? '',
          grace: offer.grace_days ?? 0,
          total: formatAmount(offer.total_amount) ?? '',
          date: formatDate(offer.valid_until) ?? '',
        });
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={t('filing.terms.table')} verticalSpacing="xs">
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.name}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {offer.offer_type === 'One-time' ? t('filing.terms.oneTime') : t('filing.terms.plan')}
                  </Text>
                  <Text size="sm">{describe(offer)}</Text>
                  {offer.discount_percent ? <Text size="xs">{t('filing.terms.discount', { percent: offer.discount_percent })}</Text> : null}
                  {offer.terms_note ? <Text size="xs">{offer.terms_note}</Text> : null}
                  {offer.source === 'Lot' && offer.lot ? <Text size="xs" c="dimmed">{t('filing.terms.fromLot', { lot: offer.lot })}</Text> : null}
                  {offer.source === 'Respondent' ? <Text size="xs">{t('filing.terms.counter.reason', { reason: offer.proposed_reason ?? '' })}</Text> : null}
                  {offer.status === 'Accepted' && offer.accepted_text ? <Text size="xs" c="dimmed">{t('filing.terms.acceptedText', { text: offer.accepted_text })}</Text> : null}
                  {offer.status === 'Declined' && offer.answer_reason ? <Text size="xs" c="dimmed">{t('filing.terms.declinedReason', { reason: offer.answer_reason })}</Text> : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                {offer.status === 'Withdrawn' ? (
                  <Badge color="gray">{t('filing.terms.withdrawn')}</Badge>
                ) : offer.status === 'Accepted' ? (
                  <Badge color="green">{t('filing.terms.accepted', { at: formatDateTime(offer.accepted_at ?? offer.answered_at) ?? '' })}</Badge>
                ) : offer.status === 'Declined' ? (
                  <Badge color="gray">{t('filing.terms.declined')}</Badge>
                ) : offer.status === 'Proposed' ? (
                  <CounterOfferAnswer caseName={caseName} offer={offer.name} />
                ) : (
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    loading={withdraw.isPending && withdraw.variables === offer.name}
                    onClick={() =>
                      withdraw.mutate(offer.name, {
                        onSuccess: () => notify.success(t('filing.terms.withdrawnToast')),
                        onError: (error) => notify.error(errorMessage(error)),
                      })
                    }
                  >
                    {t('filing.terms.withdraw')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OfferForm({ caseName, claimed }: { caseName: string; claimed: number | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const offer = useOfferTerms(caseName);
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const oneTime = draft.offer_type === 'One-time';
  const terms = {
    offer_type: draft.offer_type,
    amount: oneTime ? orNull(draft.amount) : null,
    instalment_count: oneTime ? null : orNull(draft.instalment_count),
    instalment_amount: oneTime ? null : orNull(draft.instalment_amount),
    first_due_date: oneTime ? null : draft.first_due_date || null,
    grace_days: oneTime ? null : orNull(draft.grace_days),
    valid_until: draft.valid_until || null,
    terms_note: draft.terms_note.trim() || null,
    payee_name: draft.payee_name.trim() || null,
    collection_vpa: draft.collection_vpa.trim() || null,
    bank_account_number: draft.bank_account_number.trim() || null,
    bank_ifsc: draft.bank_ifsc.trim().toUpperCase() || null,
  };
  const discount = offerDiscountPercent(terms, claimed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = offerTermsProblem(terms, todayInIndia(), claimed) ?? paymentDetailsProblem(terms);
    setProblem(wrong);
    if (wrong) return;
    offer.mutate(terms, {
      onSuccess: () => {
        notify.success(t('filing.terms.saved'));
        setDraft(EMPTY);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="offer-terms-title">
      <Stack gap="sm">
        <Title order={4} id="offer-terms-title">
          {t('filing.terms.add')}
        </Title>
        <SegmentedControl
          aria-label={t('filing.terms.kind')}
          value={draft.offer_type}
          onChange={(value) => set('offer_type')(value as OfferType)}
          data={[
            { value: 'One-time', label: t('filing.terms.oneTime') },
            { value: 'Instalments', label: t('filing.terms.plan') },
          ]}
        />
        {oneTime ? (
          <NumberField label={t('filing.terms.amount')} required min={1} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" value={draft.amount} onChange={(value) => set('amount')(value === '' ? '' : Number(value))} />
        ) : (
          <Group grow align="flex-start" wrap="wrap">
            <NumberField label={t('filing.terms.count')} required min={2} max={36} allowDecimal={false} value={draft.instalment_count} onChange={(value) => set('instalment_count')(value === '' ? '' : Number(value))} />
            <NumberField label={t('filing.terms.each')} required min={1} decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" value={draft.instalment_amount} onChange={(value) => set('instalment_amount')(value === '' ? '' : Number(value))} />
            <DateField label={t('filing.terms.firstDue')} required min={todayInIndia()} value={draft.first_due_date} onChange={(event) => set('first_due_date')(event.currentTarget.value)} />
            <NumberField label={t('filing.terms.grace')} min={0} max={90} allowDecimal={false} value={draft.grace_days} onChange={(value) => set('grace_days')(value === '' ? '' : Number(value))} />
          </Group>
        )}
        <DateField label={t('filing.terms.validUntil')} required min={todayInIndia()} value={draft.valid_until} onChange={(event) => set('valid_until')(event.currentTarget.value)} />
        <TextField label={t('filing.terms.note')} maxLength={140} value={draft.terms_note} onChange={(event) => set('terms_note')(event.currentTarget.value)} />
        <Text size="sm">{t('filing.terms.payIntro')}</Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextField label={t('filing.terms.payee')} value={draft.payee_name} onChange={(event) => set('payee_name')(event.currentTarget.value)} />
          <TextField label={t('filing.terms.vpa')} placeholder="name@bank" value={draft.collection_vpa} onChange={(event) => set('collection_vpa')(event.currentTarget.value)} />
          <TextField label={t('filing.terms.account')} inputMode="numeric" value={draft.bank_account_number} onChange={(event) => set('bank_account_number')(event.currentTarget.value)} />
          <TextField label={t('filing.terms.ifsc')} value={draft.bank_ifsc} onChange={(event) => set('bank_ifsc')(event.currentTarget.value)} />
        </Group>
        {discount !== null && discount > 0 ? <Text size="sm">{t('filing.terms.discount', { percent: discount })}</Text> : null}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={offer.isPending}>
            {t('filing.terms.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
