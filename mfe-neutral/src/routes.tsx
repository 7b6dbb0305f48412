import { lazy, type ComponentType } from 'react';
import type { RemoteRoute } from 'shared-ui/federation';

/** A page loaded on first visit, so this module stays tiny. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * The screens this remote offers the shell, by the ids of the shell's route table.
 * Screens not listed here yet are shown by the shell as a named placeholder.
 */
export const routes: RemoteRoute[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    Component: page(() => import('./dashboard/DashboardPage'), (m) => m.ArbitrationDashboardPage),
  },
  {
    id: 'mediator-dashboard',
    path: '/mediatordashboard',
    title: 'Mediator dashboard',
    Component: page(() => import('./dashboard/DashboardPage'), (m) => m.MediatorDashboardPage),
  },
  {
    id: 'arbitrations',
    path: '/arbitration',
    title: 'Arbitrations',
    Component: page(() => import('./cases/CaseListPage'), (m) => m.ArbitrationListPage),
  },
  {
    id: 'mediations',
    path: '/mediations',
    title: 'Mediations',
    Component: page(() => import('./cases/CaseListPage'), (m) => m.MediationListPage),
  },
  {
    id: 'arbitration-view',
    path: '/arbitrationview/:id',
    title: 'Arbitration case',
    Component: page(() => import('./case-view/CaseViewPage'), (m) => m.ArbitrationViewPage),
  },
  {
    id: 'mediation-view',
    path: '/mediationview/:id',
    title: 'Mediation case',
    Component: page(() => import('./case-view/CaseViewPage'), (m) => m.MediationViewPage),
  },
  {
    id: 'arbitration-award',
    path: '/arbitrationaward/:id',
    title: 'Award',
    Component: page(() => import('./award/AwardPage'), (m) => m.AwardPage),
  },
  {
    id: 'hearing-list',
    path: '/hearinglist',
    title: 'Hearings',
    Component: page(() => import('./hearings/HearingListPage'), (m) => m.ArbitrationHearingListPage),
  },
  {
    id: 'mediator-hearings',
    path: '/mediatorHearing',
    title: 'Mediation hearings',
    Component: page(() => import('./hearings/HearingListPage'), (m) => m.MediationHearingListPage),
  },
  {
    id: 'hearing',
    path: '/hearing/:id',
    title: 'Hearing',
    Component: page(() => import('./hearings/HearingPage'), (m) => m.HearingPage),
  },
  {
    id: 'documents',
    path: '/document/:id',
    title: 'Case documents',
    Component: page(() => import('./documents/DocumentsPage'), (m) => m.DocumentsPage),
  },
  {
    id: 'dispatch',
    path: '/dispatch/:id',
    title: 'Dispatches',
    Component: page(() => import('./dispatch/DispatchPage'), (m) => m.DispatchPage),
  },
  {
    id: 'nomination-disclosure',
    path: '/nomination&disclosure',
    title: 'Consent & Disclosure',
    Component: page(() => import('./consent/ConsentDisclosurePage'), (m) => m.ConsentDisclosurePage),
  },
  {
    id: 'dispatch-report',
    path: '/report',
    title: 'Dispatch Report',
    Component: page(() => import('./report/DispatchReportPage'), (m) => m.DispatchReportPage),
  },
  {
    id: 'invoices',
    path: '/invoice',
    title: 'Invoices',
    Component: page(() => import('./invoices/InvoicesPage'), (m) => m.InvoicesPage),
  },
  {
    id: 'payment-list',
    path: '/paymentList',
    title: 'Payments',
    Component: page(() => import('./invoices/InvoicesPage'), (m) => m.PaymentListPage),
  },
  {
    id: 'case-consistency',
    path: '/caseconsistency',
    title: 'Case consistency',
    roles: ['System Manager'],
    Component: page(() => import('./consistency/CaseConsistencyPage'), (m) => m.CaseConsistencyPage),
  },
  {
    id: 'service-of-notices',
    path: '/service',
    title: 'Service of notices',
    roles: ['System Manager'],
    Component: page(() => import('./service/ServicePage'), (m) => m.ServicePage),
  },
  {
    id: 'appointments',
    path: '/appointments',
    title: 'Appointments',
    roles: ['System Manager'],
    Component: page(() => import('./appointments/AppointmentsPage'), (m) => m.AppointmentsPage),
  },
  {
    id: 'neutral-relationships',
    path: '/relationships',
    title: 'Declared relationships',
    Component: page(() => import('./appointments/RelationshipsPage'), (m) => m.RelationshipsPage),
  },
];
