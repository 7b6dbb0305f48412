import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, type AwardDoc } from 'shared-api';
import { caseKeys, notify, PasswordField } from 'shared-ui';
import { useTranslation } from './i18n';

export interface SignAwardDialogProps {
  caseName: string;
  award: AwardDoc;
  opened: boolean;
  onClose: () => void;
}

/** What the neutral signs: their award (and its covering letter), or their fee invoice. */
export type SignTarget = { kind: 'award'; name: string } | { kind: 'invoice'; name: string };

/** The award's dialog: the award and its letters, as saved. */
export function SignAwardDialog({ caseName, award, opened, onClose }: SignAwardDialogProps) {
  const queryClient = useQueryClient();
  return (
    <SignDocumentDialog
      target={{ kind: 'award', name: award.name }}
      opened={opened}
      onClose={onClose}
      onSigned={() => void queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseName) })}
    />
  );
}

/**
 * The neutral confirms with their password, or a 6-digit code sent by SMS to their registered
 * mobile, that their digital signature goes on the award and its covering letter as saved (s.31(1):
 * the award is signed by the arbitrator). The server checks the password or code and records the confirmation in the case's audit trail; a later change of a letter
 * needs a new confirmation.
 */
export function SignDocumentDialog({ target, opened, onClose, onSigned }: { target: SignTarget; opened: boolean; onClose: () => void; onSigned: () => void }) {
  const { t } = useTranslation();
  const invoice = target.kind === 'invoice';
  const [password, setPassword] = useState('');
  const [via, setVia] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const sendCode = useMutation({ mutationFn: () => api.call('request_signature_otp', { [target.kind]: target.name }) });
  const proof = via === 'code' ? { otp: code } : { password };
  const sign = useMutation({
    mutationFn: (): Promise<unknown> => (invoice ? api.call('sign_invoice', { invoice: target.name, ...proof }) : api.call('sign_award', { award: target.name, ...proof })),
    onSuccess: () => {
      notify.success(t(invoice ? 'award.sign.invoiceDone' : 'award.sign.done'));
      setPassword('');
      setCode('');
      onSigned();
      onClose();
    },
  });
  const close = () => {
    setPassword('');
    setCode('');
    sign.reset();
    sendCode.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(invoice ? 'award.sign.invoiceTitle' : 'award.sign.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (via === 'code' ? /^\d{6}$/.test(code) : password) sign.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(invoice ? 'award.sign.invoiceExplain' : 'award.sign.explain')}</Text>
          <div>
            <Text size="sm" fw={500} id="sign-via-label">
              {t('award.sign.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="sign-via-label"
              value={via}
              onChange={(value) => {
                setVia(value as 'password' | 'code');
                sign.reset();
              }}
              data={[
                { value: 'password', label: t('award.sign.withPassword') },
                { value: 'code', label: t('award.sign.withCode') },
              ]}
            />
          </div>
          {via === 'password' ? (
            <PasswordField label={t('award.sign.password')} required autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} data-autofocus />
          ) : (
            <Stack gap="xs">
              <Group align="flex-end">
                <Button variant="light" onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
                  {t('award.sign.sendCode')}
                </Button>
              </Group>
              {sendCode.isSuccess && (
                <Text size="sm" role="status">
                  {t('award.sign.codeSent', { mobile: sendCode.data.sent_to })}
                </Text>
              )}
              {sendCode.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(sendCode.error)}
                </Alert>
              )}
              <TextInput
                label={t('award.sign.code')}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              />
            </Stack>
          )}
          {sign.isError && (
            <Alert color="red" role="alert" title={t('award.sign.failed')}>
              {errorMessage(sign.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('award.cancel')}
            </Button>
            <Button type="submit" loading={sign.isPending} disabled={via === 'code' ? !/^\d{6}$/.test(code) : !password}>
              {t('award.sign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
