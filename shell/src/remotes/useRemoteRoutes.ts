import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteName } from './remoteNames';
import { shellKeys } from '../query/keys';

/**
 * The routes a remote exposes, kept for the page's life; each navigation to one of its screens asks
 * again, which reads remotes.json and, when the remote was released anew, loads the new release
 * (otherwise the loaded routes come back unchanged and nothing redraws).
 */
export function useRemoteRoutes(remote: RemoteName, screenId: string) {
  const query = useQuery({
    queryKey: shellKeys.remoteRoutes(remote),
    queryFn: () => loadRemoteRoutes(remote),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const { refetch, isSuccess } = query;
  const loadedOnce = useRef(isSuccess);
  loadedOnce.current = isSuccess;
  useEffect(() => {
    if (loadedOnce.current) void refetch({ cancelRefetch: false });
  }, [remote, screenId, refetch]);
  return query;
}
