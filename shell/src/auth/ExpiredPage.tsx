import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from 'shared-api';
import { AuthFrame } from './AuthFrame';
import { useTranslation } from './i18n';

/** Shown when the server refuses the stored session (HTTP 403 while loading the user's details). */
export function ExpiredPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    useSessionStore.getState().clearSession();
    queryClient.clear();
  }, [queryClient]);

  return (
    <AuthFrame title={t('account.expired.title')}>
      <Text>{t('account.expired.text')}</Text>
      <Button component={Link} to="/login" fullWidth size="md">
        {t('account.expired.login')}
      </Button>
    </AuthFrame>
  );
}
