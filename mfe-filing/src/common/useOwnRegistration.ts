import { useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import { filingKeys } from './keys';

export type Registration = Record<string, string | number | null | undefined>;

/** The logged-in user's full User Registration (SPEC §2: fetched by the stored user name). */
export function useOwnRegistration(enabled = true) {
  const email = useSessionStore((state) => state.email);
  const userName = useSessionStore((state) => state.userName ?? (state.userDetails?.name as string | undefined) ?? null);
  return useQuery({
    queryKey: filingKeys.ownRegistration(email, userName),
    enabled: enabled && Boolean(email),
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }): Promise<Registration | null> => {
      if (userName) return api.getDoc<Registration & { name: string }>('User Registration', userName, { signal });
      const rows = await api.getList<Registration>(
        'User Registration',
        { fields: ['*'], filters: [['email_id', '=', email]], limitPageLength: 1 },
        { signal },
      );
      return rows[0] ?? null;
    },
  });
}
