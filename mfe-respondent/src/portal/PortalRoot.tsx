import { HashRouter, useRoutes } from 'react-router';
import { PortalProvider } from 'shared-ui';
import { portalRoutes } from './portalRoutes';

function PortalRoutes() {
  return useRoutes(portalRoutes);
}

/**
 * The portal's providers: the same theme and toasts as PortalApp, around a declarative hash router.
 * The portal needs no loaders or actions, and leaving the data router out keeps about a fifth of
 * the JavaScript off a respondent's first visit. The query cache comes with the case screen
 * (PortalCaseQueries).
 */
export function PortalRoot() {
  return (
    // Toasts at the bottom: at the top right they would cover the header's Logout button.
    <PortalProvider notificationsPosition="bottom-center">
      <HashRouter>
        <PortalRoutes />
      </HashRouter>
    </PortalProvider>
  );
}
