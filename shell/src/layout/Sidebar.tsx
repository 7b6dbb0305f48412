import { NavLink, Stack, Text } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { NavLink as RouterNavLink } from 'react-router';
import type { MenuItem } from 'shared-api';
import { useTranslation } from './i18n';
import { MENU_ICONS } from './menuIcons';

interface SidebarProps {
  items: MenuItem[];
  onNavigate: () => void;
  /** Returns true when navigation is blocked (profile not approved). */
  block: () => boolean;
}

export function Sidebar({ items, onNavigate, block }: SidebarProps) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('layout.menu.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="sidebar">
      {items.map((item) => {
        const Icon = MENU_ICONS[item.path] ?? IconCircle;
        return (
          <NavLink
            key={item.path}
            component={RouterNavLink}
            to={item.path}
            label={item.label}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            onClick={(event) => {
              if (block()) event.preventDefault();
              onNavigate();
            }}
          />
        );
      })}
    </Stack>
  );
}
