/// <reference path="../css-modules.d.ts" />
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/common';
import * as classes from './ErrorState.module.css';

export interface ErrorStateProps {
  /** Default 'Something went wrong' in the reader's language. */
  title?: ReactNode;
  message: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Default 'Retry' in the reader's language. */
  retryLabel?: string;
}

/** What a page shows when its data could not be loaded. */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack className={classes.root} align="center" gap="xs" role="alert">
      <IconAlertTriangle className={classes.icon} size={40} stroke={1.5} aria-hidden="true" />
      <Title order={3}>{title ?? t('common.error')}</Title>
      <Text>{message}</Text>
      {onRetry && (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}
