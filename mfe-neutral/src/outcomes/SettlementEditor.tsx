import { Button, Group, NumberInput, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, formatDate, parseDisplayDate, todayInIndia, type SettlementDoc } from 'shared-api';
import { isNonSettlement, notify, useCaseSettlements } from 'shared-ui';
import { useSaveSettlement, type Outcome } from '../api/outcomes';
import { DateText } from '../common/DateText';

const MAX_REPORT = 5000;

/** The SPEC §8 toasts, spelling included. */
export function settlementToast(outcome: Outcome, updated: boolean): string {
  if (outcome === 'Settlement') return updated ? 'Settlemnt updated successfully' : 'Settlement added successfully';
  return updated ? 'Non Settlemnt updated successfully' : 'Non Settlement added successfully';
}

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]+>/g, '').trim();

/** The mediator records the outcome: a settlement agreement or a non-settlement report. */
export function SettlementEditor({ caseName }: { caseName: string }) {
  const settlements = useCaseSettlements(caseName);
  const latest = settlements.data?.[0] as SettlementDoc | undefined;
  if (settlements.isPending) return null;
  return <SettlementFormBody key={latest?.name ?? 'new'} caseName={caseName} existing={latest} />;
}

function SettlementFormBody({ caseName, existing }: { caseName: string; existing?: SettlementDoc }) {
  const save = useSaveSettlement(caseName);
  const wasNon = existing ? isNonSettlement(existing) : false;
  const [outcome, setOutcome] = useState<Outcome>(wasNon ? 'Non Settlement' : 'Settlement');
  const [date, setDate] = useState(formatDate(wasNon ? existing?.non_settlement_date : existing?.settlement_date) ?? '');
  const [amount, setAmount] = useState<number | string>((wasNon ? existing?.non_settlement_amount : existing?.settlement_amount) ?? '');
  const [report, setReport] = useState(plain(wasNon ? existing?.non_settlement_report : existing?.settlement_report));
  const [errors, setErrors] = useState<{ date?: string; report?: string; amount?: string }>({});

  const submit = () => {
    const on = parseDisplayDate(date);
    const found: typeof errors = {};
    if (!on) found.date = 'Enter the date as DD-MM-YYYY';
    else if (on > todayInIndia()) found.date = 'Cannot be in the future';
    if (outcome === 'Settlement' && !(typeof amount === 'number' && amount > 0)) found.amount = 'Enter the settled amount';
    if (!report.trim()) found.report = outcome === 'Settlement' ? 'Describe the terms agreed' : 'Say why the parties did not settle';
    setErrors(found);
    if (!on || Object.keys(found).length > 0) return;
    save.mutate(
      { existing: existing?.name, values: { outcome, date: on, amount: typeof amount === 'number' ? amount : null, report: report.trim() } },
      {
        onSuccess: () => notify.success(settlementToast(outcome, Boolean(existing))),
        onError: (failure) => notify.error(errorMessage(failure, 'The outcome could not be saved')),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {existing ? 'Update the outcome' : 'Record the outcome'}
        </Title>
        <Radio.Group label="Outcome" value={outcome} onChange={(value) => setOutcome(value as Outcome)}>
          <Group mt="xs">
            <Radio value="Settlement" label="Settlement" />
            <Radio value="Non Settlement" label="Non Settlement" />
          </Group>
        </Radio.Group>
        <DateText label={outcome === 'Settlement' ? 'Settlement date' : 'Non settlement date'} withAsterisk value={date} onChange={setDate} error={errors.date} />
        <NumberInput
          label={outcome === 'Settlement' ? 'Settled amount (₹)' : 'Amount in dispute (₹)'}
          withAsterisk={outcome === 'Settlement'}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <Textarea
          label={outcome === 'Settlement' ? 'Terms of the settlement' : 'Non settlement report'}
          withAsterisk
          autosize
          minRows={3}
          maxLength={MAX_REPORT}
          value={report}
          error={errors.report}
          onChange={(event) => setReport(event.currentTarget.value)}
        />
        {outcome === 'Non Settlement' && (
          <Text size="xs" c="dimmed">
            A non-settlement ends the mediation without registration.
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
