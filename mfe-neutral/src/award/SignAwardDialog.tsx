import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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

/**
 * The neutral confirms with their password that their digital signature goes on the award and
 * its covering letter as saved (s.31(1): the award is signed by the arbitrator). The server checks
 * the password and records the confirmation in the case's audit trail; a later change of a letter
 * needs a new confirmation.
 */
export function SignAwardDialog({ caseName, award, opened, onClose }: SignAwardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const sign = useMutation({
    mutationFn: () => api.call('sign_award', { award: award.name, password }),
    onSuccess: () => {
      notify.success(t('award.sign.done'));
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseName) });
      onClose();
    },
  });
  const close = () => {
    setPassword('');
    sign.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('award.sign.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password) sign.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('award.sign.explain')}</Text>
          <PasswordField label={t('award.sign.password')} required autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} data-autofocus />
          {sign.isError && (
            <Alert color="red" role="alert" title={t('award.sign.failed')}>
              {errorMessage(sign.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('award.cancel')}
            </Button>
            <Button type="submit" loading={sign.isPending} disabled={!password}>
              {t('award.sign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
