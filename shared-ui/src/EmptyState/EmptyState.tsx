/// <reference path="../css-modules.d.ts" />
import { Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as classes from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that gets the person going, e.g. "Register a case". */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack className={classes.root} align="center" gap="xs">
      <IconInbox className={classes.icon} size={40} stroke={1.5} aria-hidden="true" />
      <Title order={3}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}
