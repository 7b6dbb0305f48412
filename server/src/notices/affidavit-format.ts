import type { ServiceNoticeRow } from 'shared-api/methods';
import { caseTitle, sortRespondentsByContactType } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { getDoc } from '../core/documents';
import { DoesNotExistError, PermissionError, ValidationError } from '../core/errors';
import { isSystemManager } from '../core/session-user';
import { CASE_REFS } from '../doctypes/cases/case-effects';
import { escapeHtml } from '../printing/document-html';
import { registerPrintFormat, type PrintableDocument } from '../printing/formats';
import { noticesOf } from './config';
import { instantOf, istDateTime } from './quiet-hours';
import { serviceRecord } from './record';

/*
 * The Affidavit of Service of one party of a case, through the Frappe print route:
 * `download_pdf?doctype=Service Notice&format=Affidavit of Service&name=<case>::<party row>`.
 * Every attempt on every notice to the party (channel, address used, times in IST, status, the
 * provider's message id or article number, each receipt with its SHA-256, who sent it), for the
 * case manager to swear before a notary or oath commissioner. Written communications are deemed
 * received when delivered at the addressee's address, or sent by registered letter to their last
 * known address (Arbitration and Conciliation Act 1996, s.3); the receipts are that proof. The
 * PDF carries a verification code like every other.
 */

export const AFFIDAVIT_FORMAT = 'Affidavit of Service';

export function affidavitName(caseName: string, partyRow: string): string {
  return `${caseName}::${partyRow}`;
}

export const row = (label: string, value: string | null | undefined) =>
  `<tr><th scope="row" style="white-space:nowrap;width:25%;text-align:left">${escapeHtml(label)}</th><td style="overflow-wrap:anywhere">${escapeHtml(value && value !== '' ? value : '-')}</td></tr>`;
export const when = (value: unknown) => istDateTime(instantOf(value));

const STATUS_WORDS: Record<string, string> = {
  Queued: 'Queued, not yet sent',
  Sent: 'Sent, no delivery receipt',
  Delivered: 'Delivered',
  Read: 'Delivered and read',
  Failed: 'Failed',
};

export async function deponentName(ctx: RequestContext): Promise<string> {
  const { rows } = await ctx.db.query<{ full_name: string | null }>(`SELECT "full_name" FROM "tabUser" WHERE "name" = $1`, [ctx.user.name]);
  return rows[0]?.full_name?.trim() || ctx.user.name;
}

interface AffidavitInput {
  caseName: string;
  caseTitle: string;
  party: Doc;
  notices: ServiceNoticeRow[];
  deponent: string;
  /** DD-MM-YYYY (India). */
  preparedOn: string;
}

/** The affidavit's HTML for one party: every attempt, the outcome, s.3, and the verification. */
export function affidavitHtml({ caseName, caseTitle: title, party, notices, deponent, preparedOn }: AffidavitInput): string {
  const partyName = notices[0]?.party_name ?? '-';
  // One block per attempt (label and value): it prints legibly on A4, however long the hashes.
  const blocks: string[] = [];
  let serial = 0;
  for (const notice of notices) {
    for (const attempt of notice.attempts) {
      serial += 1;
      const receipts = attempt.receipts.length > 0
        ? attempt.receipts.map((receipt) => `${escapeHtml(receipt.status)} at ${escapeHtml(when(receipt.event_time))} (${escapeHtml(receipt.source.toLowerCase())}), SHA-256 ${escapeHtml(receipt.payload_sha256)}`).join('<br>')
        : 'None';
      blocks.push([
        `<h3>Attempt ${serial}: ${escapeHtml(notice.notice_kind)} by ${escapeHtml(attempt.channel)}</h3>`,
        '<table class="service-attempt"><tbody>',
        row('Address used', attempt.address),
        row('Queued', when(attempt.queued_on)),
        row('Sent', attempt.sent_on ? when(attempt.sent_on) : null),
        row('Status', STATUS_WORDS[attempt.status] ?? attempt.status),
        row(attempt.channel === 'Post' ? 'Article number' : 'Provider message id', attempt.provider_message_id),
        ...(attempt.channel === 'Post' ? [row('Tracking', attempt.tracking_status)] : []),
        `<tr><th scope="row">Receipts</th><td>${receipts}</td></tr>`,
        ...(attempt.error ? [row('Reason', attempt.error)] : []),
        row('Sent by', attempt.sent_by),
        '</tbody></table>',
      ].join(''));
    }
  }
  const outcome = notices.map((notice) => {
    const proof = notice.attempts.find((attempt) => attempt.name === notice.served_by_attempt);
    if (notice.served_on) return `<li>${escapeHtml(notice.notice_kind)}: served on ${escapeHtml(when(notice.served_on))}${proof ? ` by ${escapeHtml(proof.channel)}` : ''}.</li>`;
    if (notice.state === 'Substituted Service') return `<li>${escapeHtml(notice.notice_kind)}: not received by any means; substituted service decided by ${escapeHtml(notice.decided_by ?? '-')}: ${escapeHtml(notice.decision ?? '-')}.</li>`;
    return `<li>${escapeHtml(notice.notice_kind)}: no delivery proven yet (${escapeHtml(notice.state)}).</li>`;
  });
  return [
    '<h1>Affidavit of Service</h1>',
    `<p><strong>Case:</strong> ${escapeHtml(caseName)} — ${escapeHtml(title)}</p>`,
    `<p><strong>Party served:</strong> ${escapeHtml(partyName)} (${escapeHtml(String(party.contact_type ?? 'Respondent'))})</p>`,
    `<p>I, ${escapeHtml(deponent)}, case manager of the ArbitRoute online dispute resolution portal, do solemnly affirm and state as follows:</p>`,
    '<ol>',
    `<li>I am responsible for the service of notices in the above case and depose from the portal's records of service, which are written by the portal alone as each notice is sent and each receipt arrives.</li>`,
    `<li>The notices below were sent to ${escapeHtml(partyName)} at the addresses shown, which are the addresses on record in the case. Times are Indian Standard Time.</li>`,
    `<li>Each receipt was received from the provider through a signed channel (or entered from India Post's tracking) and is kept with the SHA-256 hash of its raw content.</li>`,
    '<li>The outcome of service is:<ul>', ...outcome, '</ul></li>',
    '</ol>',
    ...blocks,
    `<p>Section 3 of the Arbitration and Conciliation Act 1996: a written communication is deemed received if delivered to the addressee personally or at their place of business, habitual residence or mailing address, or, failing those after reasonable inquiry, if sent by registered letter to their last known address.</p>`,
    '<h2>Verification</h2>',
    `<p>Verified at ____________ on ____________ that the contents of this affidavit are true and correct to my knowledge, drawn from the portal's records, and nothing material has been concealed.</p>`,
    `<p style="margin-top:3em">DEPONENT<br>${escapeHtml(deponent)}</p>`,
    `<p>Prepared on ${escapeHtml(preparedOn)}.</p>`,
  ].join('');
}

async function loadAffidavit(ctx: RequestContext, name: string): Promise<PrintableDocument> {
  // Sworn by the case manager, who alone reads the record of service.
  if (!isSystemManager(ctx.user)) throw new PermissionError('Only the case manager prints an affidavit of service');
  const [caseName, partyRow] = name.split('::');
  if (!caseName || !partyRow) throw new ValidationError('Name the case and the party: <case>::<respondent row>');
  const kind = caseName.startsWith('MED') ? 'dispute' : 'claim';
  const caseRef = { ...CASE_REFS[kind], name: caseName };
  const caseDoc: Doc = await getDoc(ctx, caseRef.doctype, caseName);
  const respondents = sortRespondentsByContactType((caseDoc.respondent_table as Doc[] | undefined) ?? []);
  const party = respondents.find((row) => row.name === partyRow);
  if (!party) throw new DoesNotExistError(`No respondent ${partyRow} in ${caseName}`);
  const notices = await serviceRecord(ctx.db, caseName, partyRow);
  if (notices.length === 0) throw new DoesNotExistError(`No notice has been sent to this party of ${caseName}`);
  const partyName = notices[0].party_name ?? '-';
  const deponent = await deponentName(ctx);
  const now = new Date(noticesOf(ctx.services).now());
  const todayIst = istDateTime(now).slice(0, 10);
  const title = caseTitle((caseDoc.claimant_table as Doc[] | undefined) ?? [], respondents);
  const bodyHtml = affidavitHtml({ caseName, caseTitle: title, party, notices, deponent, preparedOn: todayIst });
  return {
    caseRef,
    kind: AFFIDAVIT_FORMAT,
    date: todayIst.split('-').reverse().join('-'),
    title: `Affidavit of Service — ${caseName} — ${partyName}`,
    fileName: `${caseName}-Affidavit-of-Service-${partyName.replace(/[^A-Za-z0-9]+/g, '-')}`,
    bodyHtml,
    reason: 'Record of service issued by the institution',
  };
}

registerPrintFormat({
  doctype: 'Service Notice',
  format: AFFIDAVIT_FORMAT,
  isDefault: true,
  load: (ctx, name) => loadAffidavit(ctx, name),
});
