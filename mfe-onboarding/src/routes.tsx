import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/federation';

const SignupSelectionPage = lazy(() =>
  import('./signup/SignupSelectionPage').then((module) => ({ default: module.SignupSelectionPage })),
);
// One chunk for every wizard and profile: they are one engine with six configurations.
const wizardPages = () => import('./pages');
const page = (name: keyof Awaited<ReturnType<typeof wizardPages>>) => lazy(() => wizardPages().then((module) => ({ default: module[name] })));
const MyDataPage = lazy(() => import('./privacy/MyDataPage').then((module) => ({ default: module.MyDataPage })));
const DataRequestsPage = lazy(() => import('./privacy/DataRequestsPage').then((module) => ({ default: module.DataRequestsPage })));
const ApprovalQueuePage = lazy(() =>
  import('./approvals/ApprovalQueuePage').then((module) => ({ default: module.ApprovalQueuePage })),
);

/** The screens this remote offers the shell, by the ids of the shell's route table. */
export const routes: RemoteRoute[] = [
  { id: 'signup', path: '/signup', title: 'Sign up', public: true, Component: SignupSelectionPage },
  { id: 'claimant-signup', path: '/claimantsignup', title: 'Claimant sign-up', public: true, Component: page('ClaimantSignUp') },
  { id: 'arbitrator-signup', path: '/arbitratorsignup', title: 'Arbitrator sign-up', public: true, Component: page('ArbitratorSignUp') },
  { id: 'advocate-signup', path: '/advocatesignup', title: 'Advocate sign-up', public: true, Component: page('AdvocateSignUp') },
  { id: 'expert-signup', path: '/expertSignup', title: 'Expert sign-up', public: true, Component: page('ExpertSignUp') },
  { id: 'mediator-signup', path: '/mediatorSignup', title: 'Mediator sign-up', public: true, Component: page('MediatorSignUp') },
  { id: 'arb-med-signup', path: '/arbandmedsignup', title: 'Arbitrator and mediator enrolment', public: true, Component: page('EnrolmentSignUp') },
  { id: 'claimant-profile', path: '/claimantprofile', title: 'Claimant profile', Component: page('ClaimantProfile') },
  { id: 'arbitrator-profile', path: '/arbitratorprofile', title: 'Arbitrator profile', Component: page('ArbitratorProfile') },
  { id: 'advocate-profile', path: '/advocateprofile', title: 'Advocate profile', Component: page('AdvocateProfile') },
  { id: 'expert-profile', path: '/expertprofile', title: 'Expert profile', Component: page('ExpertProfile') },
  { id: 'mediator-profile', path: '/mediatorprofile', title: 'Mediator profile', Component: page('MediatorProfile') },
  { id: 'profile-approvals', path: '/profileapprovals', title: 'Profile approvals', roles: ['System Manager'], Component: ApprovalQueuePage },
  { id: 'my-data', path: '/mydata', title: 'Your data', Component: MyDataPage },
  { id: 'data-requests', path: '/datarequests', title: 'Data requests', roles: ['System Manager'], Component: DataRequestsPage },
];
