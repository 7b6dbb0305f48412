import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Filters } from 'shared-api';

export interface InvoiceRecord {
  name: string;
  claim: string | null;
  dispute: string | null;
  purpose: string | null;
  amount: number | null;
  invoice_status: string | null;
  mode_of_payment: string | null;
  description: string | null;
  remarks: string | null;
  document_type: string | null;
  arbitrator: string | null;
  mediator_email_id: string | null;
  creation: string;
  modified: string;
}

export const INVOICE_PAGE_SIZE = 10;
const FIELDS = ['name', 'claim', 'dispute', 'purpose', 'amount', 'invoice_status', 'mode_of_payment', 'description', 'remarks', 'document_type', 'arbitrator', 'mediator_email_id', 'creation', 'modified'];
/** Statuses that mean money has come in (the payment list). */
export const PAYMENT_STATUSES = ['Paid', 'Partly Paid'];

/**
 * SPEC §6 invoice filters: Arbitrator and Med-Arb by arbitrator, Mediator by mediator; the case
 * manager sees every invoice. The filing fee is the filing side's, not a neutral's fee.
 */
export function invoiceFilters(role: string | null, email: string | null, payments: boolean, status: string | null): Filters {
  const filters: unknown[][] = [['document_type', '!=', 'Filing Fee']];
  if (role === 'Mediator') filters.push(['mediator_email_id', '=', email]);
  else if (role === 'Arbitrator' || role === 'Med-Arb') filters.push(['arbitrator', '=', email]);
  if (payments) filters.push(['invoice_status', 'in', PAYMENT_STATUSES]);
  if (status) filters.push(['invoice_status', '=', status]);
  return filters as Filters;
}

export function useInvoices(filters: Filters, page: number) {
  return useQuery({
    queryKey: ['neutral', 'invoices', filters, page],
    queryFn: ({ signal }) => api.getPage<InvoiceRecord>('Invoice', { fields: FIELDS, filters, orderBy: 'creation desc' }, page, INVOICE_PAGE_SIZE, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceStatuses() {
  return useQuery({
    queryKey: ['neutral', 'invoice-statuses'],
    queryFn: () => api.getList<{ name: string }>('Invoice Status', { fields: ['name'], orderBy: 'name asc', limitPageLength: 50 }),
    select: (rows) => rows.map((row) => row.name),
    staleTime: Infinity,
  });
}

/** The running cases the caller may bill (their own; every case for the case manager). */
export function useBillableCases(kinds: readonly ('Claim' | 'Dispute')[]) {
  return useQuery({
    queryKey: ['neutral', 'billable-cases', kinds],
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
    mutationFn: ({ existing, values }: { existing?: string; values: InvoiceInput }) => {
      const { case: caseName, ...fields } = values;
      return existing ? api.updateDoc<InvoiceRecord>('Invoice', existing, fields) : api.createDoc<InvoiceRecord>('Invoice', { ...fields, [caseName.startsWith('MED') ? 'dispute' : 'claim']: caseName });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['neutral', 'invoices'] }),
  });
}
