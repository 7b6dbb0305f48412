import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened, type Filters, type OpenedDoc } from 'shared-api';
import type { InvoiceTableRow } from 'shared-ui';
import { neutralKeys } from './keys';

export interface InvoiceRecord extends InvoiceTableRow {
  description: string | null;
  remarks: string | null;
  document_type: string | null;
  arbitrator: string | null;
  mediator_email_id: string | null;
  creation: string;
  modified: string;
  /** When the neutral last confirmed their signature on it (their key signs its PDF; else the institution's). */
  signature_confirmed_on?: string | null;
}

export const INVOICE_PAGE_SIZE = 10;
const FIELDS = ['name', 'claim', 'dispute', 'purpose', 'amount', 'invoice_status', 'mode_of_payment', 'payment_reference', 'description', 'remarks', 'document_type', 'arbitrator', 'mediator_email_id', 'creation', 'modified', 'signature_confirmed_on'];
/** Statuses that mean money has come in (the payment list). */
export const PAYMENT_STATUSES = ['Paid', 'Partly Paid'];

export const FILING_FEE = 'Filing Fee';

/**
 * SPEC §6 invoice filters: Arbitrator and Med-Arb by arbitrator, Mediator by mediator; the case
 * manager sees every invoice. The filing fee is the filing side's, not a neutral's fee: the case
 * manager's invoice list shows filing fees apart (FilingFeesSection), their payments list with the rest.
 */
export function invoiceFilters(role: string | null, email: string | null, payments: boolean, status: string | null): Filters {
  const filters: unknown[][] = role === 'System Manager' && payments ? [] : [['document_type', '!=', FILING_FEE]];
  if (role === 'Mediator') filters.push(['mediator_email_id', '=', email]);
  else if (role === 'Arbitrator' || role === 'Med-Arb') filters.push(['arbitrator', '=', email]);
  if (payments) filters.push(['invoice_status', 'in', PAYMENT_STATUSES]);
  if (status) filters.push(['invoice_status', '=', status]);
  return filters as Filters;
}

export function useInvoices(filters: Filters, page: number) {
  return useQuery({
    queryKey: neutralKeys.invoicePage(filters, page),
    queryFn: ({ signal }) => api.getPage<InvoiceRecord>('Invoice', { fields: FIELDS, filters, orderBy: 'creation desc' }, page, INVOICE_PAGE_SIZE, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceStatuses() {
  return useQuery({
    queryKey: neutralKeys.invoiceStatuses,
    queryFn: () => api.getList<{ name: string }>('Invoice Status', { fields: ['name'], orderBy: 'name asc', limitPageLength: 50 }),
    select: (rows) => rows.map((row) => row.name),
    staleTime: Infinity,
  });
}

/** The running cases the caller may bill (their own; every case for the case manager). */
export function useBillableCases(kinds: readonly ('Claim' | 'Dispute')[]) {
  return useQuery({
    queryKey: neutralKeys.billableCases(kinds),
    queryFn: async () => {
      const lists = await Promise.all(
        kinds.map((doctype) => api.getList<{ name: string }>(doctype, { fields: ['name'], filters: [['stage', '!=', 'Draft']], orderBy: 'name desc', limitPageLength: 500 })),
      );
      return lists.flat().map((row) => row.name);
    },
  });
}

export interface InvoiceInput {
  case: string;
  purpose: string;
  amount: number;
  invoice_status: string;
  mode_of_payment: string;
  description: string;
  remarks: string;
}

export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `existing`: the invoice as the form opened it (its version goes back with the save); absent for a new one. */
    mutationFn: ({ existing, values }: { existing?: OpenedDoc; values: InvoiceInput }) => {
      const { case: caseName, ...fields } = values;
      return existing ? api.updateDoc<InvoiceRecord>('Invoice', existing.name, sinceOpened(existing, fields)) : api.createDoc<InvoiceRecord>('Invoice', { ...fields, [caseName.startsWith('MED') ? 'dispute' : 'claim']: caseName });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: neutralKeys.invoices }),
  });
}

export interface FilingFeeRecord {
  name: string;
  claim: string | null;
  dispute: string | null;
  amount: number | null;
  invoice_status: string | null;
  mode_of_payment: string | null;
  payment_reference: string | null;
  transfer_reference: string | null;
  transfer_date: string | null;
  confirmed_by: string | null;
  confirmed_on: string | null;
  user_email_id: string | null;
  creation: string;
}

const FEE_FIELDS = ['name', 'claim', 'dispute', 'amount', 'invoice_status', 'mode_of_payment', 'payment_reference', 'transfer_reference', 'transfer_date', 'confirmed_by', 'confirmed_on', 'user_email_id', 'creation'];

/**
 * The case manager's filing fees: those waiting for a transfer to be confirmed (oldest first, they
 * have waited longest) or the rest (latest confirmed first).
 */
export function useFilingFees(which: 'pending' | 'done', page: number) {
  const filters: Filters = [
    ['document_type', '=', FILING_FEE],
    ['invoice_status', which === 'pending' ? '=' : '!=', 'Pending'],
  ] as Filters;
  return useQuery({
    queryKey: neutralKeys.filingFees(which, page),
    queryFn: ({ signal }) =>
      api.getPage<FilingFeeRecord>('Invoice', { fields: FEE_FIELDS, filters, orderBy: which === 'pending' ? 'creation asc' : 'modified desc' }, page, INVOICE_PAGE_SIZE, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** "Confirm payment received": the server's one way to move a filing fee to Paid. */
export function useConfirmFilingFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { invoice: string; transfer_reference: string; transfer_date: string }) =>
      api.call('confirm_filing_fee', input),
    // Refreshed after a refusal too: "already confirmed" means the list on screen is out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: neutralKeys.invoices }),
  });
}
