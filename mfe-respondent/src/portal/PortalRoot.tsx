import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { HashRouter, useRoutes } from 'react-router';
import { PortalProvider } from 'shared-ui';
import { createQueryClient } from 'shared-ui/federation';
import { portalRoutes } from './portalRoutes';

function PortalRoutes() {
  return useRoutes(portalRoutes);
}

/**
 * The portal's providers: the same theme, toasts and query cache policy as PortalApp, around a
 * declarative hash router. The portal needs no loaders or actions, and leaving the data router out
 * keeps about a fifth of the JavaScript off a respondent's first visit.
 */
export function PortalRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    // Toasts at the bottom: at the top right they would cover the header's Logout button.
    <PortalProvider notificationsPosition="bottom-center">
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <PortalRoutes />
        </HashRouter>
      </QueryClientProvider>
    </PortalProvider>
  );
}
