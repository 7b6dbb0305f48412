import { caseTitle, sortRespondentsByContactType } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { today } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { getDoc } from '../core/documents';
import { DoesNotExistError } from '../core/errors';
import { caseOfDocument } from '../doctypes/cases/case-effects';
import { escapeHtml } from './document-html';
import { registerPrintFormat, type PrintableDocument } from './formats';

/*
 * Frappe's "Invoice" print format (SPEC §7 Invoice calls): a neutral's fee invoice, or a case's
 * filing fee, as a one-page PDF through `frappe.utils.print_format.download_pdf?doctype=Invoice`.
 * Amounts in rupees with Indian digit grouping (₹1,00,000), dates DD-MM-YYYY. Whoever may read the
 * invoice may print it (the parties' filing side, its neutral, the case manager); respondents
 * never read invoices, so they never get its PDF.
 */

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 100000 → "₹1,00,000", 2500.5 → "₹2,500.50"; "-" when there is no amount. */
export function rupees(value: unknown): string {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return '-';
  return Number.isInteger(number) ? WHOLE_RUPEES.format(number) : RUPEES_AND_PAISE.format(number);
}

/** "2026-11-20" or "2026-11-20 10:15:00" → "20-11-2026". */
function dayMonthYear(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function row(label: string, value: string | null): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '-')}</td></tr>`;
}

async function loadInvoice(ctx: RequestContext, name: string): Promise<PrintableDocument> {
  // Read through the engine as the caller: the same 403/404 as GET /api/resource/Invoice/{name}.
  const invoice = await getDoc(ctx, 'Invoice', name);
  const caseRef = caseOfDocument(invoice);
  if (!caseRef) throw new DoesNotExistError(`Invoice ${name} not found`);
  const caseDoc: Doc = await getDoc(ctx, caseRef.doctype, caseRef.name, { ignorePermissions: true });
  const claimants = (caseDoc.claimant_table as Doc[] | undefined) ?? [];
  const respondents = sortRespondentsByContactType((caseDoc.respondent_table as Doc[] | undefined) ?? []);
  const title = caseTitle(claimants, respondents);
  const billedTo = text(claimants[0]?.company_name) ?? text(claimants[0]?.name1) ?? '-';
  const filingFee = invoice.document_type === 'Filing Fee';
  const neutral = caseRef.kind === 'claim'
    ? (text(caseDoc.arbitrator_name) ?? text(caseDoc.acceptance_by) ?? text(caseDoc.arbitrator))
    : (text(caseDoc.mediator_name) ?? text(caseDoc.mediator_email_id));
  const issuedBy = filingFee ? 'ArbitRoute (filing fee)' : `${neutral ?? '-'} (${caseRef.kind === 'claim' ? 'Arbitrator' : 'Mediator'})`;
  const date = String(invoice.creation ?? '').slice(0, 10) || today();
  const amount = rupees(invoice.amount);

  const bodyHtml = [
    `<h1>Invoice ${escapeHtml(name)}</h1>`,
    '<table class="invoice-details">',
    row('Invoice date', dayMonthYear(date)),
    row('Case', `${caseRef.name} — ${title}`),
    row('Billed by', issuedBy),
    row('Billed to', billedTo),
    row('Status', text(invoice.invoice_status)),
    row('Mode of payment', text(invoice.mode_of_payment)),
    row('Payment reference', text(invoice.payment_reference)),
    '</table>',
    '<table class="invoice-lines"><thead><tr><th scope="col">Particulars</th><th scope="col" style="text-align:right">Amount</th></tr></thead><tbody>',
    `<tr><td>${escapeHtml(text(invoice.purpose) ?? (filingFee ? 'Filing fee' : 'Fee'))}${text(invoice.description) ? `<br>${escapeHtml(text(invoice.description)!)}` : ''}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`,
    `<tr><th scope="row">Total</th><td style="text-align:right"><strong>${escapeHtml(amount)}</strong></td></tr>`,
    '</tbody></table>',
    text(invoice.remarks) ? `<p>Remarks: ${escapeHtml(text(invoice.remarks)!)}</p>` : '',
  ].join('');

  return {
    caseRef,
    kind: 'Invoice',
    date,
    title: `Invoice ${name} — ${caseRef.name}`,
    fileName: `${caseRef.name}-Invoice-${name}`,
    bodyHtml,
  };
}

registerPrintFormat({
  doctype: 'Invoice',
  format: 'Invoice',
  isDefault: true,
  load: (ctx, name) => loadInvoice(ctx, name),
});
