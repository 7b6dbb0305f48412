import type { ServiceNoticeRow } from 'shared-api/methods';
import { caseTitle, sortRespondentsByContactType } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { DoesNotExistError, PermissionError } from '../core/errors';
import { hasAnyRole, isSystemManager } from '../core/session-user';
import { ACCESS_KIND, findCase, type FoundCase } from '../methods/cases/case-lookup';
import { escapeHtml } from '../printing/document-html';
import { registerPrintFormat, type PrintableDocument } from '../printing/formats';
import { affidavitHtml, deponentName, row, when } from './affidavit-format';
import { noticesOf } from './config';
import { istDateTime } from './quiet-hours';
import { serviceRecord } from './record';

/*
 * The evidence of service of a whole case as one PDF, for a court (s.34 or s.36 proceedings) or
 * the tribunal: an index; a summary per party and notice (served when, by what); every notice with
 * every attempt (address used, provider and its message id or the article number, each time in
 * IST, tries, error) and every receipt as stored (status, time, how it came, the SHA-256 of its raw
 * payload, who recorded it); then the Affidavit of Service of each party served. Through the print
 * route: `download_pdf?doctype=Service Notice&format=Service Evidence&name=<case>`. The case
 * manager and the case's neutral download it; the PDF carries a verification code like every other.
 */

export const EVIDENCE_FORMAT = 'Service Evidence';

const ATTEMPT_TIMES = [
  ['queued_on', 'Queued'],
  ['not_before', 'Not before (quiet hours)'],
  ['sent_on', 'Sent'],
  ['delivered_on', 'Delivered'],
  ['read_on', 'Read'],
  ['failed_on', 'Failed'],
] as const;

function noticeSection(notice: ServiceNoticeRow, index: string): string {
  const attempts = notice.attempts.map((attempt, i) => {
    const receipts = attempt.receipts.length > 0
      ? `<table class="receipts"><thead><tr><th>Status</th><th>Time</th><th>How</th><th>Receipt id</th><th>SHA-256 of the raw payload</th><th>Recorded by</th></tr></thead><tbody>${attempt.receipts
          .map((receipt) => `<tr><td>${escapeHtml(receipt.status)}</td><td>${escapeHtml(receipt.event_time_ist)}</td><td>${escapeHtml(receipt.source)}</td><td style="overflow-wrap:anywhere">${escapeHtml(receipt.name)}</td><td style="overflow-wrap:anywhere">${escapeHtml(receipt.payload_sha256)}</td><td>${escapeHtml(receipt.recorded_by)}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p>No receipt.</p>';
    return [
      `<h4>${index}.${i + 1} ${escapeHtml(attempt.channel)}: ${escapeHtml(attempt.status)}</h4>`,
      '<table class="service-attempt"><tbody>',
      row('Attempt id', attempt.name),
      row('Address used', attempt.address),
      row('Language', attempt.language),
      row('Provider', attempt.provider),
      row(attempt.channel === 'Post' ? 'Article number' : 'Provider message id', attempt.provider_message_id),
      ...ATTEMPT_TIMES.filter(([field]) => attempt[field]).map(([field, label]) => row(label, when(attempt[field]))),
      ...(attempt.channel === 'Post' ? [row('Tracking', attempt.tracking_status)] : []),
      ...(attempt.error ? [row('Error', attempt.error)] : []),
      row('SHA-256 of the receipt that set the status', attempt.receipt_sha256),
      row('Sent by', attempt.sent_by),
      '</tbody></table>',
      receipts,
    ].join('');
  });
  return [
    `<h3 id="notice-${index}">${index}. ${escapeHtml(notice.notice_kind)} to ${escapeHtml(notice.party_name ?? '-')}</h3>`,
    '<table><tbody>',
    row('Notice id', notice.name),
    row('State', notice.state),
    row('Started', when(notice.started_on)),
    row('Served', notice.served_on ? when(notice.served_on) : null),
    ...(notice.escalated_on ? [row('Escalated to post', when(notice.escalated_on))] : []),
    ...(notice.decision_asked_on ? [row('Case manager asked to decide', when(notice.decision_asked_on))] : []),
    ...(notice.decision ? [row('Decision (substituted service)', `${notice.decision} (${notice.decided_by ?? '-'})`)] : []),
    '</tbody></table>',
    ...attempts,
  ].join('');
}

async function loadEvidence(ctx: RequestContext, caseName: string): Promise<PrintableDocument> {
  // Reading the case first: someone who may not gets the same answer as for a case that does not exist.
  const found = await findCase(ctx, caseName);
  const access = ACCESS_KIND[found.ref.doctype === 'Claim' ? 'claim' : 'dispute'];
  const neutral = String(found.doc[access.neutralField] ?? '').toLowerCase();
  const isNeutral = hasAnyRole(ctx.user, access.neutralRoles) && neutral !== '' && neutral === ctx.user.name.toLowerCase();
  if (!isSystemManager(ctx.user) && !isNeutral) throw new PermissionError('Only the case manager and the case’s neutral download its evidence of service');
  const { bodyHtml, preparedOn } = await evidenceOfService(ctx, found, 1);
  const today = preparedOn.slice(0, 10);
  return {
    caseRef: found.ref,
    kind: EVIDENCE_FORMAT,
    date: today.split('-').reverse().join('-'),
    title: `Evidence of Service — ${found.ref.name}`,
    fileName: `${found.ref.name}-Evidence-of-Service`,
    bodyHtml,
  };
}

/**
 * The evidence of service of a case as HTML, its sections numbered from `first` (the execution
 * kit puts it after the award; it takes `indexHtml`, its entries as <li>). The caller has checked
 * who may read it.
 */
export async function evidenceOfService(ctx: RequestContext, found: FoundCase, first: number): Promise<{ bodyHtml: string; preparedOn: string; indexHtml: string }> {
  const notices = await serviceRecord(ctx.db, found.ref.name);
  if (notices.length === 0) throw new DoesNotExistError(`No notice has been sent in ${found.ref.name}`);
  const respondents = sortRespondentsByContactType((found.doc.respondent_table as Doc[] | undefined) ?? []);
  const title = caseTitle((found.doc.claimant_table as Doc[] | undefined) ?? [], respondents);
  const preparedOn = istDateTime(new Date(noticesOf(ctx.services).now()));
  const today = preparedOn.slice(0, 10);
  // The affidavit names the case manager; downloaded by anyone else, the deponent's name is left to fill.
  const deponent = isSystemManager(ctx.user) ? await deponentName(ctx) : '______________________ (case manager)';
  const parties = respondents.filter((party) => notices.some((notice) => notice.party_row === party.name));
  const [summaryNo, recordNo, affidavitNo] = [first, first + 1, first + 2];
  const summary = notices.map((notice, i) => {
    const proof = notice.attempts.find((attempt) => attempt.name === notice.served_by_attempt);
    return `<tr><td>${i + 1}</td><td>${escapeHtml(notice.party_name ?? '-')}</td><td>${escapeHtml(notice.notice_kind)}</td><td>${escapeHtml(notice.state)}</td><td>${escapeHtml(notice.served_on ? when(notice.served_on) : '-')}</td><td>${escapeHtml(proof?.channel ?? '-')}</td><td>${notice.attempts.length}</td></tr>`;
  });
  const index = [
    `<li value="${summaryNo}">Summary of service</li>`,
    `<li value="${recordNo}">Record of each notice: ${notices.map((notice, i) => `${recordNo}.${i + 1} ${escapeHtml(notice.notice_kind)} to ${escapeHtml(notice.party_name ?? '-')}`).join('; ')}</li>`,
    `<li value="${affidavitNo}">Affidavit of Service: ${parties.map((party, i) => `${affidavitNo}.${i + 1} ${escapeHtml(notices.find((notice) => notice.party_row === party.name)?.party_name ?? '-')}`).join('; ')}</li>`,
  ];
  const bodyHtml = [
    ...(first === 1
      ? [
          '<h1>Evidence of Service</h1>',
          `<p><strong>Case:</strong> ${escapeHtml(found.ref.name)} — ${escapeHtml(title)}</p>`,
          `<p><strong>Prepared:</strong> ${escapeHtml(preparedOn)} from the portal's records of service, which the portal alone writes as each notice is sent and each receipt arrives.</p>`,
          '<h2>Index</h2>',
          '<ol>',
          ...index,
          '</ol>',
        ]
      : []),
    `<h2 style="page-break-before:always">${summaryNo}. Summary of service</h2>`,
    '<table><thead><tr><th>#</th><th>Party</th><th>Notice</th><th>State</th><th>Served (IST)</th><th>By</th><th>Attempts</th></tr></thead><tbody>',
    ...summary,
    '</tbody></table>',
    '<p>Times are Indian Standard Time. A notice is served on the first delivery or read receipt of a provider (received through a signed webhook) or India Post\'s "Delivered" (entered or imported by the case manager). Each receipt is kept as it came, with the SHA-256 hash of its raw content.</p>',
    `<h2 style="page-break-before:always">${recordNo}. Record of each notice</h2>`,
    ...notices.map((notice, i) => noticeSection(notice, `${recordNo}.${i + 1}`)),
    ...parties.map((party, i) => [
      `<div style="page-break-before:always"><p><strong>${affidavitNo}.${i + 1}</strong></p>`,
      affidavitHtml({ caseName: found.ref.name, caseTitle: title, party, notices: notices.filter((notice) => notice.party_row === party.name), deponent, preparedOn: today }),
      '</div>',
    ].join('')),
  ].join('');
  return { bodyHtml, preparedOn, indexHtml: index.join('') };
}

registerPrintFormat({
  doctype: 'Service Notice',
  format: EVIDENCE_FORMAT,
  load: (ctx, name) => loadEvidence(ctx, name),
});
