import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened, type AppMethodName, type DisclosureDeclaration, type DispatchDoctype, type OpenedDoc } from 'shared-api';
import { useInvalidateCase } from './cases';
import type { DispatchDeliveryRow as DeliveryRow, DispatchRecord, ConsentCase, SendResult, AwardParty, ReportRow, ReportPage } from 'shared-api';
import { neutralKeys } from './keys';
export type { DispatchDeliveryRow as DeliveryRow, DispatchRecord, ConsentCase, ReportRow, ReportPage } from 'shared-api';

/** The method that lists each kind's dispatch records on a case. */
const DETAILS_METHOD = {
  'Consent And Disclosure Dispatch': 'get_dispatch_details',
  'FHN And MOM Dispatch': 'get_fhn_dispatch_details',
  'SHN S17 Order And MOM Dispatch': 'get_shn_dispatch_details',
  'Document Dispatch Tracker': 'get_award_dispatch_details',
} as const satisfies Record<DispatchDoctype, AppMethodName>;

export function useConsentCases() {
  return useQuery({ queryKey: neutralKeys.consent, queryFn: () => api.call('list_consent_disclosure', {}, { httpMethod: 'GET' }) });
}

export interface ConsentInput {
  caseName: string;
  declaration: DisclosureDeclaration;
  consentFile: File | null;
  disclosureFile: File | null;
}

/** Uploads the signed copies to the case, then has the server write consent and disclosure. */
export function useSaveConsent() {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ caseName, declaration, consentFile, disclosureFile }: ConsentInput) => {
      const doctype = caseName.startsWith('MED') ? 'Dispute' : 'Claim';
      const files: Record<string, string> = {};
      if (consentFile) files.consent_document = (await api.upload(consentFile, { doctype, docname: caseName, fieldname: 'consent_document' })).file_url;
      if (disclosureFile) files.disclosure_document = (await api.upload(disclosureFile, { doctype, docname: caseName, fieldname: 'disclosure_document' })).file_url;
      return api.call('update_consent_disclosure', { docname: caseName, declaration, ...files });
    },
    onSuccess: (_, { caseName }) => {
      void queryClient.invalidateQueries({ queryKey: neutralKeys.consent });
      invalidateCase(caseName);
    },
  });
}

/** SPEC §7 update_bulk_dispatch_and_channel: ticks each case's consent dispatch and approves its records. */
export function useApproveConsentDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: { name: string; channel: string }[]) =>
      api.call('update_bulk_dispatch_and_channel', {
        claims_data: entries.map((entry) => ({ name: entry.name, consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: entry.channel })),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: neutralKeys.consent });
      void queryClient.invalidateQueries({ queryKey: neutralKeys.dispatches });
      void queryClient.invalidateQueries({ queryKey: neutralKeys.dispatchReport });
    },
  });
}

export function useDispatchChannels() {
  return useQuery({
    queryKey: neutralKeys.dispatchChannels,
    queryFn: () => api.getList<{ name: string }>('Dispatch Channel', { fields: ['name'], orderBy: 'name asc', limitPageLength: 50 }),
    staleTime: Infinity,
    select: (rows) => rows.map((row) => row.name),
  });
}

export function useCaseDispatches(caseName: string, doctype: DispatchDoctype) {
  return useQuery({
    queryKey: neutralKeys.dispatchRecords(caseName, doctype),
    queryFn: () => api.call(DETAILS_METHOD[doctype], { case: caseName }, { httpMethod: 'GET' }),
  });
}

export function useSaveDispatch(caseName: string, doctype: DispatchDoctype) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    /** `existing`: the record as the editor opened it (or as its last save returned it); absent for a new one. */
    mutationFn: async ({ existing, documents, rows }: { existing?: OpenedDoc; documents: string; rows: DeliveryRow[] }) => {
      const body = { documents, dispatch_details: rows };
      return existing
        ? api.updateDoc<DispatchRecord>(doctype, existing.name, sinceOpened(existing, body))
        : api.createDoc<DispatchRecord>(doctype, { ...body, [caseName.startsWith('MED') ? 'dispute' : 'claim']: caseName });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: neutralKeys.caseDispatches(caseName) });
      void queryClient.invalidateQueries({ queryKey: neutralKeys.dispatchReport });
      invalidateCase(caseName);
    },
  });
}

export function useSendDispatch(caseName: string, doctype: DispatchDoctype) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: (name: string) => api.call('send_dispatch', { doctype, name }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: neutralKeys.caseDispatches(caseName) });
      void queryClient.invalidateQueries({ queryKey: neutralKeys.dispatchReport });
      invalidateCase(caseName);
    },
  });
}

/** Uploads a proof of delivery (postal receipt, courier POD) to the dispatch record. */
export function uploadProof(doctype: DispatchDoctype, recordName: string, file: File): Promise<string> {
  return api.upload(file, { doctype, docname: recordName }).then((uploaded) => uploaded.file_url);
}

export function useAwardDispatchStatus(caseName: string) {
  return useQuery({
    queryKey: neutralKeys.awardDispatch(caseName),
    queryFn: () => api.call('get_award_dispatch_status', { case: caseName }, { httpMethod: 'GET' }),
  });
}

export interface ReportFilters {
  kind: string | null;
  channel: string | null;
  status: string | null;
  proof: 'with' | 'without' | null;
  from_date: string | null;
  to_date: string | null;
  case: string | null;
  stale_days: number;
}

export const REPORT_PAGE_SIZE = 20;
/** The CSV export's ceiling (the server's largest page). */
export const REPORT_EXPORT_MAX = 10_000;

const reportParams = (filters: ReportFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== ''));

export function useDispatchReport(filters: ReportFilters, page: number) {
  return useQuery({
    queryKey: neutralKeys.dispatchReportPage(filters, page),
    queryFn: () =>
      api.call('get_dispatch_report', { ...reportParams(filters), start: (page - 1) * REPORT_PAGE_SIZE, page_length: REPORT_PAGE_SIZE }, { httpMethod: 'GET' }),
    placeholderData: keepPreviousData,
  });
}

export function fetchWholeReport(filters: ReportFilters): Promise<ReportPage> {
  return api.call('get_dispatch_report', { ...reportParams(filters), start: 0, page_length: REPORT_EXPORT_MAX }, { httpMethod: 'GET' });
}
