import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/federation';

const RespondentLoginPage = lazy(() =>
  import('./login/RespondentLoginPage').then((module) => ({ default: module.RespondentLoginPage })),
);
const RespondentCasePage = lazy(() =>
  import('./case/RespondentCasePage').then((module) => ({ default: module.RespondentCasePage })),
);

/**
 * The screens this remote offers the shell, by the ids of the shell's route table. The standalone
 * respondent portal (src/portal) draws the same pages with its own small header.
 */
export const routes: RemoteRoute[] = [
  { id: 'respondent-login', path: '/Respondentlogin', title: 'Respondent & Advocate Login', public: true, Component: RespondentLoginPage },
  {
    id: 'respondent-login-case',
    path: '/Respondentlogin/:id',
    title: 'Respondent & Advocate Login',
    public: true,
    Component: RespondentLoginPage,
  },
  { id: 'respondent-profile', path: '/respondentprofile', title: 'Your case', Component: RespondentCasePage },
];
