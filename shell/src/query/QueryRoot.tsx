import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from 'shared-ui/federation';

/** One query cache for every page below, however often this layout mounts. */
const queryClient = createQueryClient();

/**
 * The query cache for the pages that read data (signed-in pages, remote screens, /Expired). The
 * login page reads none, so TanStack Query loads with the first of those pages, not with it.
 */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
