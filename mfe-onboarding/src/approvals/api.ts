import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-api';
import { onboardingKeys } from '../keys';

export interface PendingProfile {
  name: string;
  user_type: string;
  first_name: string | null;
  last_name: string | null;
  email_id: string;
  primary_number: string | null;
  modified: string;
}

export const PENDING_PAGE_SIZE = 10;

/** Profiles waiting for the case manager, oldest first, a page at a time. */
export function usePendingProfiles(page: number) {
  return useQuery({
    queryKey: onboardingKeys.pendingProfilesPage(page),
    queryFn: ({ signal }) =>
      api.getPage<PendingProfile>(
        'User Registration',
        {
          fields: ['name', 'user_type', 'first_name', 'last_name', 'email_id', 'primary_number', 'modified'],
          filters: [['status', '=', 'Pending For Approval']],
          orderBy: 'modified asc',
        },
        page,
        PENDING_PAGE_SIZE,
        { signal },
      ),
  });
}

export function useProfileDetail(name: string | null) {
  return useQuery({
    queryKey: onboardingKeys.profileDetail(name),
    enabled: Boolean(name),
    queryFn: ({ signal }) => api.getDoc<Record<string, unknown> & { name: string }>('User Registration', name!, { signal }),
  });
}

export function useReviewProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; action: 'Approve' | 'Reject'; reason?: string }) =>
      api.call('review_profile', input, { httpMethod: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.pendingProfiles }),
  });
}

export interface IdentityFlag {
  kind: 'pan' | 'aadhaar' | 'mobile';
  /** The other profiles holding it. */
  others: string[];
}

/** Which of these profiles share a PAN, Aadhaar or login mobile with another profile (the case manager's check). */
export function useIdentityFlags(names: readonly string[]) {
  return useQuery({
    queryKey: onboardingKeys.identityFlags(names),
    enabled: names.length > 0,
    queryFn: ({ signal }) =>
      api.call('profile_identity_flags', { names: [...names] }, { httpMethod: 'POST', signal }),
  });
}
