/** Every query key of the shell, in the style of shared-ui's caseKeys. */
export const shellKeys = {
  userDetails: (email: string | null) => ['user-details', email] as const,
  remoteRoutes: (remote: string) => ['remote-routes', remote] as const,
};
