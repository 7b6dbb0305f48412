/// <reference path="../css-modules.d.ts" />
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as classes from './ErrorState.module.css';

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** What a page shows when its data could not be loaded. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Stack className={classes.root} align="center" gap="xs" role="alert">
      <IconAlertTriangle className={classes.icon} size={40} stroke={1.5} aria-hidden="true" />
      <Title order={3}>{title}</Title>
      <Text>{message}</Text>
      {onRetry && (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Stack>
  );
}
