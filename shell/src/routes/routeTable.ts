import { FILING_ROLES } from 'shared-api';
import type { RemoteName } from '../remotes/remoteNames';

/** Who may open a screen: anyone, a logged-in professional, or a respondent's case session. */
export type ScreenAccess = 'public' | 'user' | 'respondent';

export interface ScreenRoute {
  /** Shared with the owning remote's `./routes` entry. */
  id: string;
  path: string;
  title: string;
  access: ScreenAccess;
  /** The remote that draws it; some paths belong to a different remote per role. */
  owner: RemoteName | ((role: string | null) => RemoteName);
}

const FILING = new Set<string>(FILING_ROLES);

/** Claimants and lawyers get the filing remote's version of a shared path, neutrals the neutral's. */
const byAudience = (role: string | null): RemoteName => (role && FILING.has(role) ? 'filing' : 'neutral');

/** Every remote-drawn path of SPEC §2, kept so old links keep working. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Public: sign-up and respondent access.
  { id: 'signup', path: '/signup', title: 'Sign up', access: 'public', owner: 'onboarding' },
  { id: 'claimant-signup', path: '/claimantsignup', title: 'Claimant sign-up', access: 'public', owner: 'onboarding' },
  { id: 'arbitrator-signup', path: '/arbitratorsignup', title: 'Arbitrator sign-up', access: 'public', owner: 'onboarding' },
  { id: 'advocate-signup', path: '/advocatesignup', title: 'Advocate sign-up', access: 'public', owner: 'onboarding' },
  { id: 'expert-signup', path: '/expertSignup', title: 'Expert sign-up', access: 'public', owner: 'onboarding' },
  { id: 'mediator-signup', path: '/mediatorSignup', title: 'Mediator sign-up', access: 'public', owner: 'onboarding' },
  {
    id: 'arb-med-signup',
    path: '/arbandmedsignup',
    title: 'Arbitrator and mediator enrolment',
    access: 'public',
    owner: 'onboarding',
  },
  { id: 'respondent-login', path: '/Respondentlogin', title: 'Respondent & Advocate Login', access: 'public', owner: 'respondent' },
  {
    id: 'respondent-login-case',
    path: '/Respondentlogin/:id',
    title: 'Respondent & Advocate Login',
    access: 'public',
    owner: 'respondent',
  },

  // The respondent's own case, reached through the case-number login.
  { id: 'respondent-profile', path: '/respondentprofile', title: 'Your case', access: 'respondent', owner: 'respondent' },

  // Professionals.
  { id: 'dashboard', path: '/dashboard', title: 'Dashboard', access: 'user', owner: byAudience },
  { id: 'mediator-dashboard', path: '/mediatordashboard', title: 'Mediator dashboard', access: 'user', owner: 'neutral' },
  { id: 'arbitrations', path: '/arbitration', title: 'Arbitrations', access: 'user', owner: byAudience },
  { id: 'arbitration-view', path: '/arbitrationview/:id', title: 'Arbitration case', access: 'user', owner: byAudience },
  { id: 'mediations', path: '/mediations', title: 'Mediations', access: 'user', owner: byAudience },
  { id: 'mediation-view', path: '/mediationview/:id', title: 'Mediation case', access: 'user', owner: byAudience },
  { id: 'invoices', path: '/invoice', title: 'Invoices', access: 'user', owner: byAudience },
  { id: 'claimant-submit-case', path: '/claimantsubmitcase', title: 'Register a case', access: 'user', owner: 'filing' },
  { id: 'claimant-bulk-case', path: '/claimantbulkcase', title: 'Bulk case filing', access: 'user', owner: 'filing' },
  { id: 'hearing-list', path: '/hearinglist', title: 'Hearings', access: 'user', owner: 'neutral' },
  { id: 'mediator-hearings', path: '/mediatorHearing', title: 'Mediation hearings', access: 'user', owner: 'neutral' },
  { id: 'hearing', path: '/hearing/:id', title: 'Hearing', access: 'user', owner: 'neutral' },
  { id: 'documents', path: '/document/:id', title: 'Case documents', access: 'user', owner: 'neutral' },
  { id: 'dispatch', path: '/dispatch/:id', title: 'Dispatches', access: 'user', owner: 'neutral' },
  { id: 'payment-list', path: '/paymentList', title: 'Payments', access: 'user', owner: 'neutral' },
  { id: 'arbitration-award', path: '/arbitrationaward/:id', title: 'Award', access: 'user', owner: 'neutral' },
  {
    id: 'nomination-disclosure',
    path: '/nomination&disclosure',
    title: 'Consent & Disclosure',
    access: 'user',
    owner: 'neutral',
  },
  { id: 'dispatch-report', path: '/report', title: 'Dispatch Report', access: 'user', owner: 'neutral' },
  // Ours: the case manager's check of cases whose stage contradicts their records (issue #20).
  { id: 'case-consistency', path: '/caseconsistency', title: 'Case consistency', access: 'user', owner: 'neutral' },
  // Ours: the case manager's service of notices (issue #31).
  { id: 'service-of-notices', path: '/service', title: 'Service of notices', access: 'user', owner: 'neutral' },
  // Ours: the case manager's panels, draws and allocation (issue #30).
  { id: 'appointments', path: '/appointments', title: 'Appointments', access: 'user', owner: 'neutral' },
  // Ours: a neutral's Seventh Schedule declarations (issue #30).
  { id: 'neutral-relationships', path: '/relationships', title: 'Declared relationships', access: 'user', owner: 'neutral' },
  { id: 'claimant-profile', path: '/claimantprofile', title: 'Claimant profile', access: 'user', owner: 'onboarding' },
  { id: 'arbitrator-profile', path: '/arbitratorprofile', title: 'Arbitrator profile', access: 'user', owner: 'onboarding' },
  { id: 'advocate-profile', path: '/advocateprofile', title: 'Advocate profile', access: 'user', owner: 'onboarding' },
  { id: 'expert-profile', path: '/expertprofile', title: 'Expert profile', access: 'user', owner: 'onboarding' },
  { id: 'mediator-profile', path: '/mediatorprofile', title: 'Mediator profile', access: 'user', owner: 'onboarding' },
  { id: 'profile-approvals', path: '/profileapprovals', title: 'Profile approvals', access: 'user', owner: 'onboarding' },
  { id: 'my-data', path: '/mydata', title: 'Your data', access: 'user', owner: 'onboarding' },
  { id: 'data-requests', path: '/datarequests', title: 'Data requests', access: 'user', owner: 'onboarding' },
];

export function ownerOf(screen: ScreenRoute, role: string | null): RemoteName {
  return typeof screen.owner === 'function' ? screen.owner(role) : screen.owner;
}
