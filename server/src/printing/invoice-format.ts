import { caseTitle, sortRespondentsByContactType } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { today } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { getDoc } from '../core/documents';
import { DoesNotExistError } from '../core/errors';
import { dayMonthYear, rupees } from '../core/money';
import { caseOfDocument } from '../doctypes/cases/case-effects';
import { describeAccount } from '../payments/bank-account';
import { paymentsOf } from '../payments/config';
import { invoiceSignedHash } from '../signatures/methods';
import { escapeHtml } from './document-html';
import { registerPrintFormat, type PrintableDocument } from './formats';

export { rupees } from '../core/money';

/*
 * Frappe's "Invoice" print format (SPEC §7 Invoice calls): a neutral's fee invoice, or a case's
 * filing fee, as a one-page PDF through `frappe.utils.print_format.download_pdf?doctype=Invoice`.
 * Amounts in rupees with Indian digit grouping (₹1,00,000), dates DD-MM-YYYY. Whoever may read the
 * invoice may print it (the parties' filing side, its neutral, the case manager); respondents
 * never read invoices, so they never get its PDF.
 *
 * A neutral's invoice carries what a tax invoice must (CGST Act 2017 s.31, CGST Rules 2017 r.46):
 * the supplier's name, address, PAN and GSTIN (or that they are not registered under GST), the
 * invoice number and date, the recipient and their address, the description with its SAC, the
 * taxable value, the tax's rate and amount (CGST + SGST within a state, IGST across states), the
 * total and the place of supply; and the account to pay into with the reference to quote.
 */

/** GST on arbitration and mediation services (SAC 998216): 18 %, split 9 % + 9 % within a state. */
export const GST_RATE = 18;
const SAC_ARBITRATION = '998216';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const joined = (parts: unknown[], separator = ', '): string | null => {
  const present = parts.map(text).filter((part): part is string => part !== null);
  return present.length > 0 ? present.join(separator) : null;
};
const paise = (value: number) => Math.round(value * 100) / 100;

function row(label: string, value: string | null): string {
  return `<tr><th scope="row" style="white-space:nowrap;width:30%">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '-')}</td></tr>`;
}

function amountRow(label: string, value: string, strong = false): string {
  const cell = strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
  return `<tr><th scope="row">${escapeHtml(label)}</th><td style="text-align:right">${cell}</td></tr>`;
}

/**
 * What a payer may read of the neutral's profile on their invoice: who and where they are, PAN
 * (required on a tax invoice) and GSTIN, and the account to pay into. Selected column by column,
 * so nothing else of the profile (Aadhaar above all) can reach the PDF, whatever `reveal` would
 * show the reader elsewhere.
 */
const BILLING_COLUMNS = [
  'salutation', 'first_name', 'middle_name', 'last_name', 'company_name', 'customer_type',
  'flathouse_no', 'streetvillage', 'landmark', 'city', 'district', 'state', 'pin_code', 'address',
  'pan', 'arb_pan', 'gstin',
  'account_holder_name', 'account_number', 'ifsc_code', 'bank_name', 'branch_name',
] as const;

interface BillingProfile {
  name: string | null;
  address: string | null;
  state: string | null;
  pan: string | null;
  gstin: string | null;
  bank: { holder: string | null; number: string | null; ifsc: string | null; bank: string | null; branch: string | null } | null;
}

async function billingProfile(ctx: RequestContext, email: string | null): Promise<BillingProfile | null> {
  if (!email) return null;
  const columns = BILLING_COLUMNS.map((column) => `"${column}"`).join(', ');
  const { rows } = await ctx.db.query<Record<(typeof BILLING_COLUMNS)[number], unknown>>(
    `SELECT ${columns} FROM "tabUser Registration" WHERE lower("email_id") = lower($1) LIMIT 1`,
    [email],
  );
  const profile = rows[0];
  if (!profile) return null;
  const person = joined([profile.salutation, profile.first_name, profile.middle_name, profile.last_name], ' ');
  const bank = { holder: text(profile.account_holder_name), number: text(profile.account_number), ifsc: text(profile.ifsc_code)?.toUpperCase() ?? null, bank: text(profile.bank_name), branch: text(profile.branch_name) };
  return {
    name: profile.customer_type === 'Enterprise' ? (text(profile.company_name) ?? person) : (person ?? text(profile.company_name)),
    address: text(profile.address) ?? joined([profile.flathouse_no, profile.streetvillage, profile.landmark, profile.city, profile.district, profile.state, profile.pin_code]),
    state: text(profile.state),
    pan: text(profile.pan)?.toUpperCase() ?? text(profile.arb_pan)?.toUpperCase() ?? null,
    gstin: text(profile.gstin)?.toUpperCase() ?? null,
    bank: bank.number || bank.ifsc ? bank : null,
  };
}

/**
 * An arbitral tribunal's services to a business entity are taxed on reverse charge: the recipient
 * pays the GST, not the arbitrator (CGST Act 2017 s.9(3); Notification 13/2017-Central Tax (Rate),
 * entry 3), and the invoice must say so (CGST Rules r.46(p)). A lender filing as an enterprise, or
 * holding a GSTIN, is a business entity; a mediator's services are charged as usual.
 */
export function isReverseCharge(caseKind: 'claim' | 'dispute', recipient: { customerType: unknown; gstin: string | null }): boolean {
  return caseKind === 'claim' && (recipient.customerType === 'Enterprise' || recipient.gstin !== null);
}

/**
 * The tax lines of a neutral's invoice: 18 % GST (IGST across states) when they hold a GSTIN, else
 * none; on reverse charge always, since the recipient pays it whether or not the supplier is registered.
 */
export function gstLines(
  taxableValue: number,
  supplier: { gstin: string | null; state: string | null },
  placeOfSupply: string | null,
  reverseCharge = false,
): { label: string; amount: number }[] {
  if ((!supplier.gstin && !reverseCharge) || !Number.isFinite(taxableValue)) return [];
  const sameState = !!supplier.state && !!placeOfSupply && supplier.state.toLowerCase() === placeOfSupply.toLowerCase();
  if (sameState) {
    const half = paise((taxableValue * GST_RATE) / 200);
    return [
      { label: `CGST @ ${GST_RATE / 2}%`, amount: half },
      { label: `SGST @ ${GST_RATE / 2}%`, amount: half },
    ];
  }
  return [{ label: `IGST @ ${GST_RATE}%`, amount: paise((taxableValue * GST_RATE) / 100) }];
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
  const claimant = claimants[0];
  const billedTo = text(claimant?.company_name) ?? joined([claimant?.name1, claimant?.middle_name, claimant?.last_name], ' ') ?? '-';
  const recipientAddress = joined([claimant?.flathouse_no, claimant?.address_2, claimant?.streetvillage, claimant?.landmark, claimant?.city, claimant?.district, claimant?.state, claimant?.pin_code]);
  // Place of supply of a service to a registered business: where the recipient is (IGST Act 2017 s.12(2)).
  const placeOfSupply = text(claimant?.state);
  const recipientProfile = await billingProfile(ctx, text(caseDoc.user_email_id));
  const filingFee = invoice.document_type === 'Filing Fee';
  const date = String(invoice.creation ?? '').slice(0, 10) || today();
  const reference = text(invoice.payment_reference) ?? name;
  const taxable = Number(invoice.amount);
  const particulars = `${escapeHtml(text(invoice.purpose) ?? (filingFee ? 'Filing fee' : 'Fee'))}${filingFee ? '' : ` (SAC ${SAC_ARBITRATION})`}${text(invoice.description) ? `<br>${escapeHtml(text(invoice.description)!)}` : ''}`;

  let heading = `Invoice ${name}`;
  let supplierRows: string[];
  let taxRows: string[] = [];
  let total = taxable;
  let payTo: string;
  let signer: { email: string; name: string } | undefined;
  if (filingFee) {
    const account = paymentsOf(ctx.services).bankAccount;
    supplierRows = [row('Billed by', 'ArbitRoute (filing fee)')];
    payTo = account
      ? `${describeAccount(account)}${account.demo ? ' (a demo account: do not pay into it)' : ''}`
      : 'The case manager will send you the account to pay into';
  } else {
    const neutralEmail = text(invoice.arbitrator) ?? text(invoice.mediator_email_id) ?? text(caseDoc.arbitrator) ?? text(caseDoc.mediator_email_id);
    const neutral = await billingProfile(ctx, neutralEmail);
    const role = caseRef.kind === 'claim' ? 'Arbitrator' : 'Mediator';
    const neutralName = neutral?.name ?? (caseRef.kind === 'claim' ? text(caseDoc.arbitrator_name) ?? text(caseDoc.acceptance_by) : text(caseDoc.mediator_name)) ?? neutralEmail;
    // The neutral's key signs only what they confirmed (sign_invoice); until then the institution signs it.
    const confirmed = !!neutralEmail && text(invoice.signature_confirmed_by)?.toLowerCase() === neutralEmail.toLowerCase() && invoice.signature_confirmed_hash === invoiceSignedHash(invoice);
    if (confirmed) signer = { email: neutralEmail!, name: neutralName ?? neutralEmail! };
    const reverseCharge = isReverseCharge(caseRef.kind, { customerType: claimant?.customer_type, gstin: recipientProfile?.gstin ?? null });
    const lines = gstLines(taxable, { gstin: neutral?.gstin ?? null, state: neutral?.state ?? null }, placeOfSupply, reverseCharge);
    if (neutral?.gstin) heading = `Tax Invoice ${name}`;
    supplierRows = [
      row('Billed by', `${neutralName ?? '-'} (${role})`),
      row('Supplier address', neutral?.address ?? null),
      row('Supplier PAN', neutral?.pan ?? null),
      row('Supplier GSTIN', neutral?.gstin ?? 'Not registered under GST'),
      row('Tax payable on reverse charge', reverseCharge ? 'Yes' : 'No'),
    ];
    if (reverseCharge) {
      // Shown for the recipient's own return; not added to what they pay the arbitrator.
      taxRows = lines.map((line) => amountRow(`${line.label}, payable by the recipient on reverse charge`, rupees(line.amount)));
    } else {
      taxRows = lines.length > 0
        ? lines.map((line) => amountRow(line.label, rupees(line.amount)))
        : [amountRow('GST', 'Not registered under GST')];
      total = paise(taxable + lines.reduce((sum, line) => sum + line.amount, 0));
    }
    const bank = neutral?.bank;
    payTo = bank
      ? joined([bank.holder ?? neutralName, bank.number ? `A/c ${bank.number}` : null, bank.ifsc ? `IFSC ${bank.ifsc}` : null, bank.bank, bank.branch ? `branch ${bank.branch}` : null]) ?? '-'
      : `The ${role.toLowerCase()} has not given a bank account; ask them for it`;
  }

  const paid = invoice.invoice_status === 'Paid' && text(invoice.transfer_reference)
    ? `<p>Paid by bank transfer, UTR ${escapeHtml(text(invoice.transfer_reference)!)}${dayMonthYear(invoice.transfer_date) ? ` of ${dayMonthYear(invoice.transfer_date)}` : ''}; confirmed by the case manager.</p>`
    : '';

  const bodyHtml = [
    `<h1>${escapeHtml(heading)}</h1>`,
    '<table class="invoice-details">',
    row('Invoice number', name),
    row('Invoice date', dayMonthYear(date)),
    row('Case', `${caseRef.name} — ${title}`),
    ...supplierRows,
    row('Billed to', billedTo),
    row('Recipient address', recipientAddress),
    ...(recipientProfile?.gstin ? [row('Recipient GSTIN', recipientProfile.gstin)] : []),
    row('Place of supply', placeOfSupply),
    row('Status', text(invoice.invoice_status)),
    row('Mode of payment', text(invoice.mode_of_payment)),
    row('Payment reference', reference),
    '</table>',
    '<table class="invoice-lines"><thead><tr><th scope="col">Particulars</th><th scope="col" style="text-align:right">Amount</th></tr></thead><tbody>',
    `<tr><td>${particulars}</td><td style="text-align:right">${escapeHtml(rupees(taxable))}</td></tr>`,
    ...(filingFee ? [] : [amountRow('Taxable value', rupees(taxable))]),
    ...taxRows,
    amountRow('Total', rupees(total), true),
    '</tbody></table>',
    `<p><strong>Pay to:</strong> ${escapeHtml(payTo)}</p>`,
    `<p><strong>Quote the reference ${escapeHtml(reference)}</strong> with the payment.</p>`,
    paid,
    text(invoice.remarks) ? `<p>Remarks: ${escapeHtml(text(invoice.remarks)!)}</p>` : '',
  ].join('');

  return {
    caseRef,
    kind: 'Invoice',
    date,
    title: `Invoice ${name} — ${caseRef.name}`,
    fileName: `${caseRef.name}-Invoice-${name}`,
    bodyHtml,
    // A tax invoice is signed by the supplier or their authorised representative (CGST Rules 2017, r.46(q)).
    signer,
    reason: filingFee ? 'Filing fee invoice issued by the institution' : 'Tax invoice signed by the supplier (CGST Rules 2017, r.46(q))',
  };
}

registerPrintFormat({
  doctype: 'Invoice',
  format: 'Invoice',
  isDefault: true,
  load: (ctx, name) => loadInvoice(ctx, name),
});
