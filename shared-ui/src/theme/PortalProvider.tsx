import { MantineProvider } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cspStyleNonce } from './cspNonce';
import { cssVariablesResolver, theme as portalTheme } from './theme';

export interface PortalProviderProps {
  children: ReactNode;
  /** Replaces the portal theme; for tests and stories. */
  theme?: MantineThemeOverride;
  /** `'test'` turns off transitions and portals (see renderWithProviders). */
  env?: 'default' | 'test';
  /** Where toasts appear; default top right (an app whose header holds its only button moves them). */
  notificationsPosition?: NotificationsProps['position'];
}

/** The theme and the toast outlet every app (and every standalone remote) wraps itself in. */
export function PortalProvider({ children, theme = portalTheme, env, notificationsPosition = 'top-right' }: PortalProviderProps) {
  const nonce = cspStyleNonce();
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={env}
      cssVariablesResolver={cssVariablesResolver}
      getStyleNonce={nonce ? () => nonce : undefined}
    >
      {/* Toasts' exit animation is not a Mantine transition, so `env="test"` leaves it on. */}
      <Notifications position={notificationsPosition} transitionDuration={env === 'test' ? 0 : undefined} />
      {children}
    </MantineProvider>
  );
}
