import type { Role } from './roles';

/** Permission keys of the SPEC §6 sidebar table. */
export type SidebarKey =
  | 'dashboard'
  | 'arbitration'
  | 'payment'
  | 'hearing'
  | 'Document'
  | 'invoice'
  | 'nomination&disclosure'
  | 'report'
  | 'report_dispatches'
  | 'approvals'
  | 'consistency'
  | 'service'
  | 'appointments';

export interface MenuItem {
  label: string;
  path: string;
  key: SidebarKey;
}

const EXPERT_KEYS: SidebarKey[] = ['dashboard', 'arbitration', 'payment', 'hearing', 'Document', 'invoice'];

/** SPEC §6 "Sidebar permissions". */
export const SIDEBAR_PERMISSIONS: Partial<Record<Role, readonly SidebarKey[]>> = {
  Arbitrator: [
    'dashboard',
    'arbitration',
    'payment',
    'hearing',
    'Document',
    'invoice',
    'nomination&disclosure',
    'report',
    'report_dispatches',
  ],
  Expert: EXPERT_KEYS,
  Mediator: EXPERT_KEYS,
  'Med-Arb': EXPERT_KEYS,
  Lawyer: EXPERT_KEYS,
  Claimant: [...EXPERT_KEYS, 'report', 'report_dispatches'],
  // SPEC §6's "Borrower": the respondent, whose session role is Respondent.
  Respondent: ['arbitration'],
};

/** SPEC §2 Shell: the non-mediator menu, in order. Mediations shares the cases permission. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', path: '/dashboard', key: 'dashboard' },
  { label: 'Arbitrations', path: '/arbitration', key: 'arbitration' },
  { label: 'Mediations', path: '/mediations', key: 'arbitration' },
  { label: 'Hearings', path: '/hearinglist', key: 'hearing' },
  { label: 'Invoices', path: '/invoice', key: 'invoice' },
  { label: 'Consent & Disclosure', path: '/nomination&disclosure', key: 'nomination&disclosure' },
  { label: 'Dispatch Report', path: '/report', key: 'report_dispatches' },
];

/** Ours: the case manager's queue of profiles waiting for approval. */
export const APPROVALS_MENU_ITEM: MenuItem = { label: 'Profile Approvals', path: '/profileapprovals', key: 'approvals' };

/** Ours: the case manager's list of cases whose stage contradicts their records, to correct them. */
export const CONSISTENCY_MENU_ITEM: MenuItem = { label: 'Case Consistency', path: '/caseconsistency', key: 'consistency' };
export const SERVICE_MENU_ITEM: MenuItem = { label: 'Service of Notices', path: '/service', key: 'service' };
/** Ours: the case manager's panels of neutrals and appointment draws. */
export const APPOINTMENTS_MENU_ITEM: MenuItem = { label: 'Appointments', path: '/appointments', key: 'appointments' };

/** SPEC §2 Shell: the mediator menu. */
export const MEDIATOR_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', path: '/mediatordashboard', key: 'dashboard' },
  { label: 'Mediations', path: '/mediations', key: 'arbitration' },
  { label: 'Hearings', path: '/mediatorHearing', key: 'hearing' },
  { label: 'Invoices', path: '/invoice', key: 'invoice' },
];

/**
 * The sidebar a role sees (SPEC §2 and §6). A role outside the table sees nothing; with no
 * role at all every item shows. The case manager (System Manager) is not in the spec's table:
 * we give it the whole main menu, since it assigns and oversees every case, and its own screens.
 */
export function menuFor(role: string | null | undefined): MenuItem[] {
  if (role === 'Mediator') {
    const allowed = SIDEBAR_PERMISSIONS.Mediator ?? [];
    return MEDIATOR_MENU.filter((item) => allowed.includes(item.key));
  }
  if (role === 'System Manager') return [...MAIN_MENU, APPROVALS_MENU_ITEM, CONSISTENCY_MENU_ITEM, SERVICE_MENU_ITEM, APPOINTMENTS_MENU_ITEM];
  if (!role) return [...MAIN_MENU];
  const allowed = SIDEBAR_PERMISSIONS[role as Role];
  if (!allowed) return [];
  return MAIN_MENU.filter(
    (item) => allowed.includes(item.key) && !(role === 'Arbitrator' && item.path === '/mediations'),
  );
}

/** Where a role lands after login and on the catch-all route. */
export function homePathFor(role: string | null | undefined): string {
  return role === 'Mediator' ? '/mediatordashboard' : '/dashboard';
}
