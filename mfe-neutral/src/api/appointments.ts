import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened } from 'shared-api';
import type { AllocationReply, CaseDraw } from 'shared-api/methods';

export type { AllocationReply } from 'shared-api/methods';

/** A panel of approved neutrals as the case manager keeps it. */
export interface PanelRecord {
  name: string;
  modified?: string;
  panel_name: string;
  case_kind: 'Arbitration' | 'Mediation' | 'Med-Arb';
  languages: string | null;
  states: string | null;
  specialisations: string | null;
  max_open_cases: number | null;
  active_from: string | null;
  active_to: string | null;
  item_22_rule: 'Exclude' | 'Disclose';
  retired: 0 | 1;
  members: { neutral: string }[];
}

export type PanelValues = Omit<PanelRecord, 'name' | 'modified'>;

/** One row of a panel's audit trail. */
interface PanelChange {
  name: string;
  creation: string;
  owner: string;
  action: 'Insert' | 'Update' | 'Delete';
  field_label: string | null;
  before: unknown;
  after: unknown;
}

/** A draw in the case manager's list. */
interface DrawRow {
  name: string;
  case_name: string;
  status: string;
  neutral: string | null;
  legal_basis: string;
  committed_at: string;
}

/** Query keys of appointments, one factory for the feature. */
const appointmentKeys = {
  all: ['neutral', 'appointments'] as const,
  panels: ['neutral', 'appointments', 'panels'] as const,
  panel: (name: string) => ['neutral', 'appointments', 'panels', name] as const,
  history: (name: string) => ['neutral', 'appointments', 'history', name] as const,
  draws: ['neutral', 'appointments', 'draws'] as const,
  caseDraws: (caseName: string) => ['neutral', 'appointments', 'case-draws', caseName] as const,
};

const PANEL = 'Appointment Panel';

export function usePanels() {
  return useQuery({
    queryKey: appointmentKeys.panels,
    queryFn: ({ signal }) =>
      api.getList<Omit<PanelRecord, 'members'>>(
        PANEL,
        { fields: ['name', 'panel_name', 'case_kind', 'languages', 'states', 'max_open_cases', 'active_from', 'active_to', 'item_22_rule', 'retired'], orderBy: 'panel_name asc', limitPageLength: 500 },
        { signal },
      ),
  });
}

export function usePanel(name: string | null) {
  return useQuery({
    queryKey: appointmentKeys.panel(name ?? ''),
    enabled: Boolean(name),
    queryFn: ({ signal }) => api.getDoc<PanelRecord>(PANEL, name!, { signal }),
  });
}

/** Every change to a panel, newest first (the panel is its own "case" in the audit trail). */
export function usePanelHistory(name: string | null) {
  return useQuery({
    queryKey: appointmentKeys.history(name ?? ''),
    enabled: Boolean(name),
    queryFn: ({ signal }) =>
      api.getList<PanelChange>(
        'Audit Trail',
        {
          fields: ['name', 'creation', 'owner', 'action', 'field_label', 'before', 'after'],
          filters: [
            ['case_doctype', '=', PANEL],
            ['case_name', '=', name!],
          ],
          orderBy: 'creation desc',
          limitPageLength: 200,
        },
        { signal },
      ),
  });
}

/** Creates a panel, or saves one against the version the form opened (a concurrent edit is refused). */
export function useSavePanel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, values }: { existing: PanelRecord | null; values: Partial<PanelValues> }) =>
      existing ? api.updateDoc<PanelRecord>(PANEL, existing.name, sinceOpened(existing, values)) : api.createDoc<PanelRecord>(PANEL, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export function useDraws() {
  return useQuery({
    queryKey: appointmentKeys.draws,
    queryFn: ({ signal }) =>
      api.getList<DrawRow>(
        'Appointment Draw',
        { fields: ['name', 'case_name', 'status', 'neutral', 'legal_basis', 'committed_at'], orderBy: 'committed_at desc', limitPageLength: 200 },
        { signal },
      ),
  });
}

/** The draws of one case with who was excluded and why (before a draw: none yet). */
export function useCaseDraws(caseName: string | null) {
  return useQuery({
    queryKey: appointmentKeys.caseDraws(caseName ?? ''),
    enabled: Boolean(caseName),
    queryFn: ({ signal }): Promise<CaseDraw[]> => api.call('case_draws', { case: caseName! }, { httpMethod: 'GET', signal }),
  });
}

interface AllocateArgs {
  case?: string;
  cases?: string[];
  lot?: string;
  legal_basis: string;
  legal_reference: string;
}

export function useAllocate() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 100,000-case Lot takes seconds: no client timeout shorter than the server's work.
    mutationFn: (args: AllocateArgs): Promise<AllocationReply> => api.call('allocate_neutrals', { ...args }, { timeout: 300_000 }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
