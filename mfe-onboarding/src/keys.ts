/*
 * Every query key of the onboarding remote, in the style of shared-ui's caseKeys. A key that is a
 * prefix of others (pending profiles) is what a review invalidates: every page of the list.
 */
export const onboardingKeys = {
  ownRegistration: (email: string | null) => ['own-registration', email] as const,
  pendingProfiles: ['pending-profiles'] as const,
  pendingProfilesPage: (page: number) => ['pending-profiles', page] as const,
  profileDetail: (name: string | null) => ['profile-detail', name] as const,
  /** Sorted, so the same profiles in any order share one query. */
  identityFlags: (names: readonly string[]) => ['identity-flags', [...names].sort()] as const,
};
