import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from 'shared-api';
import { EMAIL_PATTERN } from 'shared-api/schemas';
import { isIndianMobile, normalizeIndianMobile } from 'shared-api/rules';
import { sendIdentityCode, verifyIdentityCode, type CodeSent, type IdentityChannel } from '../api';
import { str, useWizard } from '../context';
import { useTranslation } from '../i18n';

/** The value as the server compares it. */
export function normalizedIdentifier(channel: IdentityChannel, value: unknown): string {
  const text = str(value).trim();
  return channel === 'email' ? text.toLowerCase() : normalizeIndianMobile(text);
}

const wellFormed = (channel: IdentityChannel, value: string) => (channel === 'email' ? EMAIL_PATTERN.test(value) : isIndianMobile(value));

/** Seconds left until `until` (ms since the epoch), ticking each second. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Proof of an e-mail or mobile (the server binds neither to an account without it): Send code,
 * then the 6-digit code with Verify, a resend timer, and the server's reason when it refuses
 * (a number another account holds, a wrong or expired code). Shown under the field it proves.
 */
export function VerifyIdentifier({ channel, field }: { channel: IdentityChannel; field: string }) {
  const { t } = useTranslation();
  const { form, signUpToken, proven, markProven, needsProof } = useWizard();
  const value = normalizedIdentifier(channel, form.values[field]);
  const [sent, setSent] = useState<(CodeSent & { value: string; at: number }) | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const resendIn = useCountdown(sent && sent.value === value ? sent.at + sent.resend_after * 1000 : null);

  // A changed value is a new one to prove: what was sent for the old one no longer applies.
  useEffect(() => {
    setError(null);
    setCode('');
  }, [value]);

  if (!needsProof(channel)) return null;
  if (value && proven[channel] === value) {
    return (
      <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />} data-testid={`${field}-verified`}>
        {t(channel === 'email' ? 'wizard.verify.emailVerified' : 'wizard.verify.mobileVerified')}
      </Badge>
    );
  }
  const ready = wellFormed(channel, value);
  const pending = sent !== null && sent.value === value;
  const label = t(channel === 'email' ? 'wizard.verify.emailCode' : 'wizard.verify.mobileCode');

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const reply = await sendIdentityCode(channel, value, await signUpToken());
      setSent({ ...reply, value, at: Date.now() });
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('wizard.verify.sixDigits'));
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await verifyIdentityCode(channel, value, code, await signUpToken());
      markProven(channel, value);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  if (!pending) {
    return (
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => void send()} loading={busy === 'send'} disabled={!ready}>
            {t(channel === 'email' ? 'wizard.verify.sendEmail' : 'wizard.verify.sendMobile')}
          </Button>
          {!ready && <Text size="xs" c="dimmed">{t(channel === 'email' ? 'wizard.verify.enterEmail' : 'wizard.verify.enterMobile')}</Text>}
        </Group>
        {error && <Text size="sm" c="red" role="alert">{error}</Text>}
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite">{t('wizard.verify.sentTo', { to: sent.to })}</Text>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={label}
          id={`wizard-${field}-code`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void verify();
            }
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={140}
          error={error}
        />
        <Button mt={{ base: 0, xs: 24 }} onClick={() => void verify()} loading={busy === 'verify'}>
          {t('wizard.verify.verify')}
        </Button>
      </Group>
      {resendIn > 0 ? (
        <Text size="xs" c="dimmed">{t('wizard.verify.resendIn', { time: clock(resendIn) })}</Text>
      ) : (
        <Anchor component="button" type="button" size="xs" onClick={() => void send()} disabled={busy !== null}>
          {t('wizard.verify.resend')}
        </Anchor>
      )}
    </Stack>
  );
}
