import { dispatchKindOf, isServerChannel, todayInIndia, type DispatchKind } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import { nowDatetime } from '../../core/datetime';
import type { Doc } from '../../core/doctype/types';
import { docInScope, getDoc, loadDoc, updateDoc } from '../../core/documents';
import { accessScope } from '../../core/documents/access';
import { DoesNotExistError, PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { sendTextWithRetry } from '../../respondent-access/sms-jobs';
import { settleQueuedDeliveries } from '../../doctypes/dispatches/send-outcome';
import { preferredLanguageOf } from '../../respondent-access/language';
import type { SmsLanguage } from '../../respondent-access/sms-language';
import { caseOfDocument } from '../../doctypes/cases/case-effects';
import { requiredText } from './args';

/*
 * The server sends the e-mail and SMS deliveries of a dispatch itself (SPEC §7 dispatch, s.3 of
 * the Act: service by a means that leaves a record). Each row gets the transport's outcome: Sent
 * with the SMTP Message-ID, Queued when no provider is configured (the message waits in the Email
 * Queue / SMS Log outbox) or when the first attempt failed for a passing reason (a job retries it
 * and then records Sent or Failed on the row), or Failed with the reason. Nothing is ever marked
 * delivered here: that takes an acknowledged receipt.
 */

const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function dispatchKindOrThrow(doctype: string): DispatchKind {
  const kind = dispatchKindOf(doctype);
  if (!kind) throw new ValidationError(`${doctype} is not a dispatch`);
  return kind;
}

/** The portal's address as the caller reached it, for links in the mail. */
function portalOrigin(ctx: RequestContext): string {
  const request = ctx.request;
  if (!request) return '';
  return `${request.protocol}://${request.host}`;
}

/**
 * The link a recipient follows to read the documents. It opens nothing by itself: a respondent
 * logs in with the case number and a code sent to their registered mobile; the filing side logs in.
 */
function accessLink(ctx: RequestContext, row: Doc, caseName: string): string {
  const origin = portalOrigin(ctx);
  const encoded = encodeURIComponent(caseName);
  if (row.party_type === 'Claimant') return `${origin}/#/${caseName.startsWith('MED') ? 'mediationview' : 'arbitrationview'}/${encoded}`;
  return `${origin}/#/Respondentlogin/${encoded}`;
}

/** What each dispatch serves, in Hindi for a respondent who reads the portal in Hindi. */
const HINDI_LABELS: Record<DispatchKind['doctype'], string> = {
  'Consent And Disclosure Dispatch': 'सहमति और प्रकटीकरण (Consent & Disclosure)',
  'FHN And MOM Dispatch': 'पहली सुनवाई की सूचना और कार्यवृत्त',
  'SHN S17 Order And MOM Dispatch': 'दूसरी सुनवाई की सूचना, धारा 17 का आदेश और कार्यवृत्त',
  'Document Dispatch Tracker': 'फ़ैसला (अवॉर्ड)',
};

export function mailText(kind: DispatchKind, doc: Doc, row: Doc, caseName: string, link: string, language: SmsLanguage = 'en'): { subject: string; body: string } {
  const documents = String(doc.documents ?? '').trim() || kind.label;
  if (language === 'hi') {
    // The case number, the documents' own names and the link stay exactly as they are.
    const label = HINDI_LABELS[kind.doctype];
    return {
      subject: `${label}: केस ${caseName}`,
      body: [
        `प्रिय ${String(row.dispatched_to ?? 'महोदय/महोदया')},`,
        '',
        `केस ${caseName} में ये दस्तावेज़ आप पर तामील किए (आपको भेजे) जा रहे हैं: ${documents === kind.label ? label : documents}।`,
        '',
        `इसे ${link} पर पढ़ें और डाउनलोड करें (प्रतिवादी केस नंबर और अपने पंजीकृत मोबाइल नंबर पर आए एक बार के कोड (OTP) से लॉग इन करते हैं)।`,
        '',
        'कृपया यह संदेश संभालकर रखें: यह तामील का रिकॉर्ड है।',
      ].join('\n'),
    };
  }
  const subject = `${kind.label}: case ${caseName}`;
  const body = [
    `Dear ${String(row.dispatched_to ?? 'Sir/Madam')},`,
    '',
    `The following is served on you in case ${caseName}: ${documents}.`,
    '',
    `Read and download it at ${link} (respondents sign in with the case number and a one-time code sent to their registered mobile number).`,
    '',
    'Please keep this message: it is a record of service.',
  ].join('\n');
  return { subject, body };
}

interface SendOutcome {
  status: 'Sent' | 'Queued' | 'Failed';
  message_id: string | null;
  send_error: string | null;
}

/** The SMS of a delivery: what is served, the case number and the link, in the respondent's language. */
export function smsText(kind: DispatchKind, caseName: string, link: string, language: SmsLanguage = 'en'): string {
  if (language === 'hi') return `केस ${caseName} में ये दस्तावेज़ आप पर तामील किए (आपको भेजे) गए हैं: ${HINDI_LABELS[kind.doctype]}। इन्हें ${link} पर पढ़ें`;
  return `${kind.label} in case ${caseName} has been served on you. Read it at ${link}`;
}

async function sendRow(ctx: RequestContext, kind: DispatchKind, doc: Doc, row: Doc, caseName: string): Promise<SendOutcome> {
  const link = accessLink(ctx, row, caseName);
  // A respondent gets the texts in the language they chose on the portal; everyone else in English.
  const language = row.party_type === 'Respondent' ? await preferredLanguageOf(ctx.db, row.party_row as string | null, caseName) : 'en';
  if (row.channel === 'Email') {
    const to = String(row.email ?? '').trim();
    if (!EMAIL.test(to)) return { status: 'Failed', message_id: null, send_error: 'No valid e-mail address for this recipient' };
    const { subject, body } = mailText(kind, doc, row, caseName, link, language);
    const [receipt] = await ctx.services.mailer.send({ recipients: [to], subject, message: body, reference: { doctype: kind.doctype, name: String(doc.name) } });
    if (!receipt) return { status: 'Failed', message_id: null, send_error: 'The mail was not accepted' };
    if (receipt.status === 'Sent') return { status: 'Sent', message_id: receipt.messageId ?? receipt.queueName, send_error: null };
    if (receipt.status === 'Error') return { status: 'Failed', message_id: receipt.queueName, send_error: receipt.error };
    return { status: 'Queued', message_id: receipt.queueName, send_error: null };
  }
  const to = String(row.mobile ?? '').replace(/\D/g, '').slice(-10);
  if (!MOBILE.test(to)) return { status: 'Failed', message_id: null, send_error: 'No valid mobile number for this recipient' };
  const text = smsText(kind, caseName, link, language);
  const outcome = await sendTextWithRetry(ctx.services, to, text, { doctype: kind.doctype, name: String(doc.name) });
  return { status: outcome.status, message_id: outcome.id, send_error: outcome.error };
}

// Sends a dispatch's e-mail and SMS rows that have not gone out yet (or failed). Only the case's
// neutral (or the case manager) may; the outcome of every row is saved with the record.
async function sendDispatch(ctx: RequestContext, args: MethodArgs) {
  const doctypeName = requiredText(args, 'doctype');
  const kind = dispatchKindOrThrow(doctypeName);
  const name = requiredText(args, 'name', 'docname');
  const doctype = ctx.registry.require(kind.doctype);
  // Readable first (same answer for "missing" and "not yours"), then writable.
  const doc = await getDoc(ctx, kind.doctype, name);
  const scope = accessScope(ctx, doctype, 'write');
  if (scope !== null && !(await docInScope(ctx.db, doctype, name, scope))) throw new PermissionError(`Only the case's neutral can send ${kind.doctype} ${name}`);
  const caseRef = caseOfDocument(doc);
  if (!caseRef) throw new DoesNotExistError(`${kind.doctype} ${name} has no case`);
  const stored = (await loadDoc(ctx.db, ctx.registry, doctype, name))!;
  const rows = (stored.dispatch_details as Doc[] | undefined) ?? [];
  const due = rows.filter((row) => isServerChannel(String(row.channel ?? '')) && !['Sent', 'Queued', 'Delivered'].includes(String(row.status ?? '')));
  if (due.length === 0) throw new ValidationError('Nothing to send: no e-mail or SMS delivery is waiting');
  const today = todayInIndia();
  const outcomes = new Map<string, SendOutcome>();
  for (const row of due) outcomes.set(String(row.name), await sendRow(ctx, kind, stored, row, caseRef.name));
  const sentOn = nowDatetime();
  const updated = rows.map((row) => {
    const outcome = outcomes.get(String(row.name));
    return outcome ? { ...row, ...outcome, sent_on: sentOn, dispatch_date: outcome.status === 'Failed' ? row.dispatch_date ?? null : today } : row;
  });
  // Saved as the neutral (audit trail names them), trusted to write the send outcome.
  let saved = await updateDoc(ctx, kind.doctype, name, { dispatch_details: updated }, { ignorePermissions: true });
  // A retry job that already finished (before this save) could not record its outcome: do it now.
  if ([...outcomes.values()].some((outcome) => outcome.status === 'Queued')) {
    await settleQueuedDeliveries(ctx.services, { doctype: kind.doctype, name });
    saved = await getDoc(ctx, kind.doctype, name);
  }
  return {
    name,
    status: saved.status,
    sent: [...outcomes.values()].filter((outcome) => outcome.status === 'Sent').length,
    queued: [...outcomes.values()].filter((outcome) => outcome.status === 'Queued').length,
    failed: [...outcomes.values()].filter((outcome) => outcome.status === 'Failed').length,
    dispatch_details: saved.dispatch_details,
  };
}

export const dispatchSendMethods = appMethods({ send_dispatch: sendDispatch });
