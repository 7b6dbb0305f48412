import { useQuery } from '@tanstack/react-query';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from './remoteNames';

/** The routes a remote exposes, loaded once and cached for the page's life. */
export function useRemoteRoutes(remote: RemoteName) {
  return useQuery({
    queryKey: ['remote-routes', remote],
    queryFn: () => loadRemoteRoutes(remote),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
