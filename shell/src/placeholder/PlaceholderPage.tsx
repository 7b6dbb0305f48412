import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from '../remotes/i18n';

/** A screen whose remote does not offer it yet: named, explained, never blank. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%" data-testid="placeholder-page">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">
            {t('remotes.placeholder.text')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
