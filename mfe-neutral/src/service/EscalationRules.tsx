import { Button, Card, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-api';
import { NOTICE_KIND_OPTIONS } from 'shared-api/methods';
import { ErrorState, notify } from 'shared-ui';
import { useEscalationRules, useSaveEscalationRule, type EscalationRuleDoc } from '../api/service';
import { useTranslation } from './i18n';

const FIRST_CHANNELS = ['Email', 'SMS', 'WhatsApp', 'Post'] as const;
/** The server's ladder when the case manager has set none for a kind (queue-notices.ts DEFAULT_RULE). */
const DEFAULT = { first_channels: 'Email, SMS, WhatsApp', days_to_post: 7, days_to_decision: 15 };

const channelsOf = (value: string | null | undefined) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function RuleForm({ kind, existing }: { kind: string; existing: EscalationRuleDoc | null }) {
  const { t } = useTranslation();
  const save = useSaveEscalationRule();
  const [channels, setChannels] = useState<string[]>(channelsOf(existing?.first_channels ?? DEFAULT.first_channels));
  const [daysToPost, setDaysToPost] = useState<number | string>(existing?.days_to_post ?? DEFAULT.days_to_post);
  const [daysToDecision, setDaysToDecision] = useState<number | string>(existing?.days_to_decision ?? DEFAULT.days_to_decision);
  const [error, setError] = useState<string | null>(null);
  const days = (value: number | string) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 90 ? value : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const post = days(daysToPost);
    const decision = days(daysToDecision);
    if (channels.length === 0) return setError(t('service.rules.noChannel'));
    if (post === null || decision === null) return setError(t('service.rules.days'));
    setError(null);
    save.mutate(
      { existing, rule: { notice_kind: kind, first_channels: FIRST_CHANNELS.filter((channel) => channels.includes(channel)).join(', '), days_to_post: post, days_to_decision: decision } },
      {
        onSuccess: () => notify.success(t('service.rules.saved', { kind })),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} gap="xs" aria-label={t('service.rules.of', { kind })}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{kind}</Text>
        {!existing && (
          <Text size="xs" c="dimmed">
            {t('service.rules.default')}
          </Text>
        )}
      </Group>
      <Checkbox.Group label={t('service.rules.channels')} value={channels} onChange={setChannels} error={error}>
        <Group gap="md" mt={4}>
          {FIRST_CHANNELS.map((channel) => (
            <Checkbox key={channel} value={channel} label={channel} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput label={t('service.rules.daysToPost')} min={1} max={90} allowDecimal={false} value={daysToPost} onChange={setDaysToPost} w={200} />
        <NumberInput label={t('service.rules.daysToDecision')} min={1} max={90} allowDecimal={false} value={daysToDecision} onChange={setDaysToDecision} w={220} />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('service.rules.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The escalation ladder of each notice kind, the case manager's setting: the channels tried at
 * once, the days after which registered post follows when nothing was delivered or read, then the
 * days after which the case manager is asked to decide on substituted service.
 */
export function EscalationRulesCard() {
  const { t } = useTranslation();
  const rules = useEscalationRules();
  let body;
  if (rules.isPending) body = <Text size="sm">{t('service.rules.loading')}</Text>;
  else if (rules.isError) body = <ErrorState title={t('service.rules.failed')} message={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />;
  else
    body = NOTICE_KIND_OPTIONS.map((kind) => {
      const existing = rules.data.find((rule) => rule.notice_kind === kind) ?? null;
      // Keyed by the saved version: a save (or another tab's) shows the rule as stored.
      return <RuleForm key={`${kind}|${existing?.modified ?? 'default'}`} kind={kind} existing={existing} />;
    });
  return (
    <Card withBorder component="section" aria-labelledby="escalation-rules-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="escalation-rules-title">
            {t('service.rules.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('service.rules.help')}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
