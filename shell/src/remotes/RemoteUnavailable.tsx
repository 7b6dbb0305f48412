import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from './i18n';
import type { RemoteName } from './remoteNames';

interface RemoteUnavailableProps {
  remote: RemoteName;
  retrying?: boolean;
  onRetry: () => void;
}

/** Shown in place of a remote's screen when that remote cannot be loaded. */
export function RemoteUnavailable({ remote, retrying = false, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation();
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" role="alert" data-testid="remote-unavailable">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="orange">
            <IconPlugConnectedX size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('remotes.unavailable.title')}
          </Title>
          <Text c="dimmed">
            {t('remotes.unavailable.text', { remote: t(`remotes.name.${remote}`) })}
          </Text>
          <Button onClick={onRetry} loading={retrying}>
            {t('remotes.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
