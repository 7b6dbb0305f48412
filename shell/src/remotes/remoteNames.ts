/** The remotes the shell knows how to mount; remotes.json says where each one lives. */
export const REMOTE_NAMES = ['filing', 'neutral', 'respondent', 'onboarding'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** How a remote is named to a person when it cannot be loaded. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  filing: 'case filing',
  neutral: 'case management',
  respondent: 'respondent',
  onboarding: 'sign-up and profile',
};
