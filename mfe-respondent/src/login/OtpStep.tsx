import { Alert, Anchor, Button, Group, Loader, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isFrappeError } from 'shared-api';
import { currentLanguage, notify, translate } from 'shared-ui';
import { useTranslation, withNodes } from '../i18n';
import { formatSeconds, useCountdown } from './useCountdown';
import { OTP_LENGTH, VERIFY_DELAY_MS } from './messages';
import { resendCode, verifyCode, type CodeSent, type Verified } from './respondent-access';
import * as classes from './RespondentLogin.module.css';

export interface OtpStepProps {
  caseNumber: string;
  mobile: string;
  /** The server's answer to the lookup: where the code went and how long it is valid. */
  sent: CodeSent;
  /** Called about 2 s after a verified code (SPEC §4), with the server's answer. */
  onVerified: (verified: Verified) => void;
  /** Back to the form to correct the case number or mobile. */
  onChangeDetails: () => void;
}

/** The server's reason for a refused code: "Invalid OTP", an expiry, or a lock (429) in its own words. */
function verifyError(error: unknown): string {
  // A lock (429): the server's sentence in English, a plain one in other languages.
  // The server's reason and wait stay in its words inside the translated sentence: a borrower must see how long to wait.
  if (isFrappeError(error) && error.status === 429 && currentLanguage() !== 'en') return translate('login.error.tooMany', { message: error.messages[0] ?? error.message });
  if (isFrappeError(error) && error.status === 417 && (error.messages[0] ?? error.message) === 'Invalid OTP') return translate('login.error.invalidOtp');
  if (isFrappeError(error) && (error.status === 429 || error.status === 417)) {
    return error.messages[0] ?? error.message;
  }
  if (isFrappeError(error) && error.status === 401) return translate('login.error.invalidCredentials');
  return errorMessage(error);
}

/**
 * SPEC §4 "Respondent login flow": six digits, a 60-second countdown; at 0 the inputs are disabled
 * and Resend Otp appears. The server checks the code; the browser never knows it.
 */
export function OtpStep({ caseNumber, mobile, sent, onVerified, onChangeDetails }: OtpStepProps) {
  const { secondsLeft, restart } = useCountdown(sent.expires_in);
  const [code, setCode] = useState('');
  const [maskedMobile, setMaskedMobile] = useState(sent.masked_mobile);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const [resending, setResending] = useState(false);

  const expired = secondsLeft === 0;
  const busy = verifying || verified;
  const complete = code.length === OTP_LENGTH;
  const { t } = useTranslation();

  const verify = async () => {
    if (!complete) {
      setError(t('login.error.otpIncomplete'));
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      const reply = await verifyCode(caseNumber, mobile, code, currentLanguage());
      setVerified(true);
      setTimeout(() => onVerified(reply), VERIFY_DELAY_MS);
    } catch (caught) {
      setError(verifyError(caught));
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      const reply = await resendCode(caseNumber, mobile, currentLanguage());
      setCode('');
      setMaskedMobile(reply.masked_mobile);
      restart(reply.expires_in);
      notify.success(t('otp.newCodeSent', { mobile: reply.masked_mobile }));
    } catch (caught) {
      setError(isFrappeError(caught) && caught.status === 401 ? t('login.error.invalidCredentials') : verifyError(caught));
    } finally {
      setResending(false);
    }
  };

  if (verified) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden="true" />
        <Text fw={600}>{t('otp.verified')}</Text>
        <Text size="sm" c="dimmed">
          {t('otp.opening', { caseNumber })}
        </Text>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>
          {withNodes(t, 'otp.sentTo', { length: OTP_LENGTH }, {
            mobile: <strong className={classes.nowrap}>{maskedMobile}</strong>,
            caseNumber: <strong className={classes.nowrap}>{caseNumber}</strong>,
          })}
        </Text>
        <PinInput
          classNames={{ root: classes.pinRoot, pinInput: classes.pinCell, input: classes.pinInput }}
          length={OTP_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          gap="xs"
          ariaLabel={t('otp.ariaLabel')}
          // Each box says which digit it takes, for screen readers.
          getInputProps={(index) => ({ 'aria-label': t('otp.digit', { index: index + 1, length: OTP_LENGTH }) })}
          value={code}
          onChange={(value) => {
            setCode(value);
            // A new digit clears the last refusal; emptying the boxes after one must not.
            if (error && value.length > 0) setError(null);
          }}
          disabled={expired || busy}
          error={Boolean(error)}
        />
        <Text size="sm" aria-live="polite" c={expired ? 'red' : 'dimmed'} data-testid="otp-countdown">
          {expired ? t('otp.expired') : t('otp.expiresIn', { time: formatSeconds(secondsLeft) })}
        </Text>
        {error && (
          <Alert color="red" role="alert" p="sm">
            {error}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={verifying} disabled={expired || !complete}>
          {t('otp.verify')}
        </Button>
        {expired && (
          <Button variant="light" size="lg" fullWidth loading={resending} onClick={() => void resend()}>
            {t('otp.resend')}
          </Button>
        )}
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onChangeDetails}>
            {t('otp.changeDetails')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
