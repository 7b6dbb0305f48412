import { useState } from 'react';
import { RouterProvider, createHashRouter } from 'react-router';
import { PortalProvider } from 'shared-ui';
import { shellRoutes } from './routes/shellRoutes';

/** The portal's providers around the hash router; the query cache comes with the pages that use it. */
export function App() {
  const [router] = useState(() => createHashRouter(shellRoutes));
  return (
    <PortalProvider>
      <RouterProvider router={router} />
    </PortalProvider>
  );
}
