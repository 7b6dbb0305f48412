import { useQuery } from '@tanstack/react-query';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from './remoteNames';
import { shellKeys } from '../query/keys';

/** The routes a remote exposes, loaded once and cached for the page's life. */
export function useRemoteRoutes(remote: RemoteName) {
  return useQuery({
    queryKey: shellKeys.remoteRoutes(remote),
    queryFn: () => loadRemoteRoutes(remote),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
