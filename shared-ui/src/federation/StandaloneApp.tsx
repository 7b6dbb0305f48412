import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../PageLoader';
import { PortalApp } from './PortalApp';
import type { RemoteRoute } from './types';

interface StandaloneAppProps {
  /** The remote's own routes, the same list it exposes to the shell. */
  routes: RemoteRoute[];
  /** Shown on the index page that lists the remote's screens. */
  title: string;
}

function ScreenIndex({ routes, title }: StandaloneAppProps) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mb="md">
        This module is running on its own. Its screens:
      </Text>
      {routes.length === 0 ? (
        <Text>No screens yet.</Text>
      ) : (
        <List>
          {routes.map((route) => (
            <List.Item key={route.id}>
              <Anchor component={Link} to={route.path.replace(/:(\w+)/g, 'sample-$1')}>
                {route.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Container>
  );
}

/**
 * Runs one remote alone (`npm run dev` in its folder) with the same providers the shell gives it,
 * so a team can work on its screens without the rest of the portal.
 */
export function StandaloneApp({ routes, title }: StandaloneAppProps) {
  return (
    <PortalApp
      routes={[
        ...routes.map(({ path, Component }) => ({
          path,
          element: (
            <Suspense fallback={<PageLoader />}>
              <Component />
            </Suspense>
          ),
        })),
        { path: '*', element: <ScreenIndex routes={routes} title={title} /> },
      ]}
    />
  );
}
