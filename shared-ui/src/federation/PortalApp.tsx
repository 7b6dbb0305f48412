import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createHashRouter, type RouteObject } from 'react-router';
import { PortalProvider } from '../theme';

/** One cache policy for the whole portal: the shell and every remote running alone. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The providers every page of the portal runs in, around a hash router (SPEC §2 paths). */
export function PortalApp({ routes }: { routes: RouteObject[] }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createHashRouter(routes));
  return (
    <PortalProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PortalProvider>
  );
}
