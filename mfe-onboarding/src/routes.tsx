import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/federation';

const SignupSelectionPage = lazy(() =>
  import('./signup/SignupSelectionPage').then((module) => ({ default: module.SignupSelectionPage })),
);

/**
 * The screens this remote offers the shell, by the ids of the shell's route table.
 * Screens not listed here yet are shown by the shell as a named placeholder.
 */
export const routes: RemoteRoute[] = [
  { id: 'signup', path: '/signup', title: 'Sign up', public: true, Component: SignupSelectionPage },
];
