import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { MenuItem } from 'shared-api';
import * as classes from './BottomBar.module.css';
import { useTranslation } from './i18n';
import { MENU_ICONS } from './menuIcons';

/** The phone's bottom bar: the first four menu items within thumb reach; the rest sit behind the burger. */
export function BottomBar({ items, block }: { items: MenuItem[]; block: () => boolean }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('layout.menu.quick')} h="100%" gap={0} grow wrap="nowrap" className={classes.bar}>
      {items.slice(0, 4).map((item) => {
        const Icon = MENU_ICONS[item.path] ?? IconCircle;
        return (
          <UnstyledButton
            key={item.path}
            component={NavLink}
            to={item.path}
            className={classes.item}
            onClick={(event: React.MouseEvent) => {
              if (block()) event.preventDefault();
            }}
          >
            <Icon size={22} stroke={1.6} aria-hidden />
            <Text size="xs" lh={1.2} truncate="end">
              {item.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
