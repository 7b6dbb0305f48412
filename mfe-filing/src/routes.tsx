import { lazy } from 'react';
import { FILING_ROLES } from 'shared-api';
import type { RemoteRoute } from 'shared-ui/federation';

const SubmitCasePage = lazy(() => import('./filing/SubmitCasePage').then((module) => ({ default: module.SubmitCasePage })));
const ArbitrationListPage = lazy(() => import('./cases/CaseListPage').then((module) => ({ default: module.ArbitrationListPage })));
const MediationListPage = lazy(() => import('./cases/CaseListPage').then((module) => ({ default: module.MediationListPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const ArbitrationViewPage = lazy(() => import('./case-view/CaseViewPage').then((module) => ({ default: module.ArbitrationViewPage })));
const MediationViewPage = lazy(() => import('./case-view/CaseViewPage').then((module) => ({ default: module.MediationViewPage })));
const BulkCasePage = lazy(() => import('./bulk/BulkCasePage').then((module) => ({ default: module.BulkCasePage })));
const InvoicesPage = lazy(() => import('./invoices/InvoicesPage').then((module) => ({ default: module.InvoicesPage })));

/** Claimants file cases; lawyers file them for claimants (SPEC §6). */

/**
 * The screens this remote offers the shell, by the ids of the shell's route table.
 * Screens not listed here yet are shown by the shell as a named placeholder.
 */
export const routes: RemoteRoute[] = [
  { id: 'dashboard', path: '/dashboard', title: 'Dashboard', roles: FILING_ROLES, Component: DashboardPage },
  { id: 'claimant-submit-case', path: '/claimantsubmitcase', title: 'Register a case', roles: FILING_ROLES, Component: SubmitCasePage },
  { id: 'claimant-bulk-case', path: '/claimantbulkcase', title: 'Bulk case filing', roles: FILING_ROLES, Component: BulkCasePage },
  { id: 'arbitrations', path: '/arbitration', title: 'Arbitrations', roles: FILING_ROLES, Component: ArbitrationListPage },
  { id: 'mediations', path: '/mediations', title: 'Mediations', roles: FILING_ROLES, Component: MediationListPage },
  { id: 'arbitration-view', path: '/arbitrationview/:id', title: 'Arbitration case', roles: FILING_ROLES, Component: ArbitrationViewPage },
  { id: 'mediation-view', path: '/mediationview/:id', title: 'Mediation case', roles: FILING_ROLES, Component: MediationViewPage },
  { id: 'invoices', path: '/invoice', title: 'Invoices', roles: FILING_ROLES, Component: InvoicesPage },
];
