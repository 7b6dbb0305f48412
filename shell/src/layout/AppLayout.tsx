import { AppShell, Badge, Burger, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Outlet } from 'react-router';
import { menuFor, useSessionStore } from 'shared-api';
import { LanguageSwitch, translateValue } from 'shared-ui';
import { Logo } from '../brand/Logo';
import { useLogout } from '../session/useLogout';
import * as classes from './AppLayout.module.css';
import { BottomBar } from './BottomBar';
import { useTranslation } from './i18n';
import { ProfileGateModal } from './ProfileGateModal';
import { Sidebar } from './Sidebar';
import { useProfileGate } from './useProfileGate';

/** SPEC §2 Shell: header with logout, the role's sidebar, footer, and a bottom bar on phones. */
export function AppLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { role, fullName, email } = useSessionStore();
  // shared-api names the menu in English (the spec's words); the layout's catalogue translates them.
  const items = menuFor(role).map((item) => ({ ...item, label: translateValue(t, 'layout.menu.item', item.label) }));
  const logout = useLogout();
  const gate = useProfileGate();
  // The bottom bar is a phone affordance; wider screens have the sidebar and need no reserved space.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      // Only phones get a footer: even a collapsed one shortens the sidebar by its height.
      footer={isPhone ? { height: 64 } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(navOpened ? 'layout.menu.close' : 'layout.menu.open')}
              aria-expanded={navOpened}
            />
            <UnstyledButton component="a" href="#/">
              <Logo compact />
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch short />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.who}>
                  {/* Phones hide the name and role: the button still says what it is. */}
                  <VisuallyHidden>{t('layout.account')}</VisuallyHidden>
                  <IconUserCircle size={22} stroke={1.6} aria-hidden />
                  <Text size="sm" fw={600} truncate="end" maw={220} className={classes.whoText}>
                    {fullName || email}
                  </Text>
                  {role && (
                    <Badge size="sm" variant="light" className={classes.whoText}>
                      {role}
                    </Badge>
                  )}
                  <IconChevronDown size={14} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{email}</Menu.Label>
                <Menu.Item component={Link} to="/resetpassword" leftSection={<IconKey size={16} aria-hidden />}>
                  {t('layout.changePassword')}
                </Menu.Item>
                <Menu.Item component={Link} to="/mydata" leftSection={<IconShieldLock size={16} aria-hidden />}>
                  {t('layout.myData')}
                </Menu.Item>
                {role === 'System Manager' && (
                  <Menu.Item component={Link} to="/datarequests" leftSection={<IconShieldLock size={16} aria-hidden />}>
                    {t('layout.dataRequests')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="subtle"
              color="gray"
              aria-label={t('layout.logout')}
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={logout}
            >
              <span className={classes.logoutLabel}>{t('layout.logout')}</span>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('layout.menu.main')}>
        <Sidebar items={items} onNavigate={close} block={gate.block} />
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed">
            {t('layout.footer', { year: new Date().getFullYear() })}
          </Text>
        </footer>
      </AppShell.Main>

      {isPhone && (
        <AppShell.Footer>
          <BottomBar items={items} block={gate.block} />
        </AppShell.Footer>
      )}

      {gate.gate && (
        <ProfileGateModal gate={gate.gate} opened={gate.opened} profilePath={gate.profilePath} onClose={gate.close} />
      )}
    </AppShell>
  );
}
