import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import type { Location, RouteObject } from 'react-router';
import { PortalProvider } from '../theme';

export type TestUser = ReturnType<typeof userEvent.setup>;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The location the test starts at (the part after `#` in the app); default '/'. */
  route?: string;
  /** Route pattern the element under test is mounted at, for `useParams`; default '*'. */
  path?: string;
  /** Other routes, e.g. the pages the element navigates to. */
  routes?: RouteObject[];
  /** Passed to `userEvent.setup()`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  user: TestUser;
  /** Where the app is now: `location().pathname` tells where a click led. */
  location: () => Location;
}

interface TestRoutesProps {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}

function TestRoutes({ routes, onLocation }: TestRoutesProps) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Render inside the portal's providers as the apps do — theme, toasts, a router — with
 * transitions and portals off (Mantine's test environment). Toasts left by an earlier test are
 * cleared first. The router is a declarative MemoryRouter: jsdom has no `Request`, which data
 * routers need to navigate.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', routes = [], userEventOptions, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  notifications.clean();
  let current: Location | undefined;
  const user = userEvent.setup(userEventOptions);
  const wrap = (element: ReactNode) => (
    <PortalProvider env="test">
      <MemoryRouter initialEntries={[route]}>
        <TestRoutes
          routes={[{ path, element }, ...routes]}
          onLocation={(location) => {
            current = location;
          }}
        />
      </MemoryRouter>
    </PortalProvider>
  );
  const result = render(wrap(ui), options);
  const location = () => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  // Re-render inside the same providers; the router keeps its location.
  const rerender = (next: ReactNode) => result.rerender(wrap(next));
  return { ...result, rerender, user, location };
}

export { screen, within, waitFor };
