/** The remotes the shell knows how to mount; remotes.json says where each one lives. */
export const REMOTE_NAMES = ['filing', 'neutral', 'respondent', 'onboarding'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
