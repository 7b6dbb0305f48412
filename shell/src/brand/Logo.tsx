import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from '../i18n';

/** The portal's mark and name; `compact` drops the tagline for narrow headers. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={36} radius="md" aria-hidden>
        <IconScale size={22} />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg" lh={1.1}>
          ArbitRoute
        </Text>
        {!compact && (
          <Text size="xs" c="dimmed" lh={1.1}>
            {t('brand.tagline')}
          </Text>
        )}
      </div>
    </Group>
  );
}
