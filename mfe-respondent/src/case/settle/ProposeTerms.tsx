import { Button, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, errorMessage, parseDisplayDate } from 'shared-api';
import { useTranslation } from '../i18n';

type Kind = 'One-time' | 'Instalments';

const wholeRupees = (value: string) => (/^\d+$/.test(value.replace(/,/g, '').trim()) ? Number(value.replace(/,/g, '').trim()) : null);

/**
 * The respondent's counter-offer: an amount once, or a plan (how many instalments, how much each,
 * the first due date as DD-MM-YYYY), with the reason the lender reads. The server checks the terms
 * as it checks the lender's, and keeps one proposal pending at a time.
 */
export function ProposeTerms({ offer, queryKey }: { offer: string | undefined; queryKey: readonly unknown[] }) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('One-time');
  const [values, setValues] = useState({ amount: '', count: '', each: '', first: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values | 'form', string>>>({});
  const propose = useMutation({
    mutationFn: (args: Parameters<typeof api.call<'propose_settlement_terms'>>[1]) => api.call('propose_settlement_terms', args),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const set = (key: keyof typeof values) => (event: { currentTarget: { value: string } }) => setValues((current) => ({ ...current, [key]: event.currentTarget.value }));

  if (!open) {
    return (
      <Button variant="default" onClick={() => setOpen(true)} w="fit-content">
        {t('case.settle.propose.start')}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const amount = wholeRupees(values.amount);
    const count = wholeRupees(values.count);
    const each = wholeRupees(values.each);
    const first = parseDisplayDate(values.first.trim());
    if (kind === 'One-time' && !amount) found.amount = t('case.settle.propose.amountRequired');
    if (kind === 'Instalments') {
      if (!count || count < 2) found.count = t('case.settle.propose.countRequired');
      if (!each) found.each = t('case.settle.propose.amountRequired');
      if (!first) found.first = t('case.settle.propose.dateRequired');
    }
    if (!values.reason.trim()) found.reason = t('case.settle.propose.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const terms = kind === 'One-time' ? { amount: amount! } : { instalment_count: count!, instalment_amount: each!, first_due_date: first!, grace_days: 0 };
    propose.mutate(
      { ...(offer ? { offer } : {}), offer_type: kind, ...terms, reason: values.reason.trim(), language: language === 'hi' ? 'hi' : 'en' },
      { onError: (failure) => setErrors({ form: errorMessage(failure) }) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="propose-title">
      <Stack gap="xs">
        <Title order={4} id="propose-title">
          {t('case.settle.propose.title')}
        </Title>
        <Text size="sm">{t('case.settle.propose.intro')}</Text>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'One-time', label: t('case.settle.propose.once') },
            { value: 'Instalments', label: t('case.settle.propose.plan') },
          ]}
          aria-label={t('case.settle.propose.kind')}
        />
        {kind === 'One-time' ? (
          <TextInput label={t('case.settle.propose.amount')} inputMode="numeric" value={values.amount} onChange={set('amount')} error={errors.amount} withAsterisk />
        ) : (
          <>
            <TextInput label={t('case.settle.propose.count')} inputMode="numeric" value={values.count} onChange={set('count')} error={errors.count} withAsterisk />
            <TextInput label={t('case.settle.propose.each')} inputMode="numeric" value={values.each} onChange={set('each')} error={errors.each} withAsterisk />
            <TextInput label={t('case.settle.propose.first')} placeholder="DD-MM-YYYY" value={values.first} onChange={set('first')} error={errors.first} withAsterisk />
          </>
        )}
        <Textarea label={t('case.settle.propose.reason')} autosize minRows={2} value={values.reason} onChange={set('reason')} error={errors.reason} withAsterisk />
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Button type="submit" loading={propose.isPending} w="fit-content">
          {t('case.settle.propose.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
