import { useQuery } from '@tanstack/react-query';
import { fetchUserRegistration, getBootInfo, isFrappeError, useSessionStore } from 'shared-api';
import { shellKeys } from '../query/keys';

/** The server no longer knows this browser's session (expired, logged out elsewhere). */
export class SessionExpiredError extends Error {
  constructor() {
    super('Your session has expired');
    this.name = 'SessionExpiredError';
  }
}

export function isExpired(error: unknown): boolean {
  return error instanceof SessionExpiredError || (isFrappeError(error) && (error.status === 403 || error.status === 401));
}

/**
 * Confirms the stored session with the server (refreshing its CSRF token after a reload) and
 * loads the user's registration details; a 403 here means the session is gone (SPEC: /Expired).
 */
export function useUserDetails() {
  const email = useSessionStore((state) => state.email);
  return useQuery({
    queryKey: shellKeys.userDetails(email),
    enabled: Boolean(email),
    retry: (failures, error) => !isExpired(error) && failures < 2,
    queryFn: async () => {
      const store = useSessionStore.getState();
      const boot = await getBootInfo();
      if (!boot.user || boot.user === 'Guest' || boot.user !== email) throw new SessionExpiredError();
      if (boot.csrf_token) store.setCsrfToken(boot.csrf_token);
      const details = await fetchUserRegistration(email as string);
      store.setUserDetails(details);
      if (details?.status) store.setProfileStatus(details.status);
      return details;
    },
  });
}
