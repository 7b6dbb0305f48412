import { checkPassword } from '../auth/credentials';
import { assertNotLimited } from '../auth/rate-limit';
import type { RequestContext } from '../core/context';
import { nowDatetime } from '../core/datetime';
import { getDoc, updateDoc } from '../core/documents';
import { PermissionError, ValidationError } from '../core/errors';
import type { Doc } from '../core/doctype/types';
import { appMethods, type MethodArgs } from '../core/methods';
import { caseOfDocument } from '../doctypes/cases/case-effects';
import { requiredText, text } from '../methods/cases/args';
import { requestPdfPrerender } from '../printing/prerender';
import { sha256Of } from '../printing/print-service';
import { respondentAccessOf } from '../respondent-access/config';
import { issueSignatureOtp, signatureOtpKey, useSignatureOtp } from './otp';

/** What the neutral confirms: the award's letters exactly as saved. */
export function awardLettersHash(award: Doc): string {
  return sha256Of(JSON.stringify([text(award.award_letter), text(award.award_covering_letter)]));
}

/**
 * The neutral's key signs the award (s.31(1) of the Arbitration and Conciliation Act 1996: the
 * award is signed by the arbitrator) only once they confirm it with their password. The
 * confirmation is saved on the award as the neutral (so the case's audit trail records who, when
 * and what), bound to the letters' hash: a letter changed later is signed by no one but the
 * institution until confirmed again. The PDFs are rendered ahead again with the new signature.
 */
/** The award and its case, refused unless the caller is the case's neutral and the letter is written. */
async function awardToSign(ctx: RequestContext, name: string): Promise<Doc> {
  const award = await getDoc(ctx, 'Award', name);
  const caseRef = caseOfDocument(award);
  if (!caseRef) throw new ValidationError(`Award ${name} has no case`);
  const caseDoc = await getDoc(ctx, caseRef.doctype, caseRef.name, { ignorePermissions: true });
  const neutral = text(caseDoc.arbitrator) || text(caseDoc.mediator_email_id);
  if (!neutral || neutral.toLowerCase() !== ctx.user.name.toLowerCase()) throw new PermissionError('Only the neutral of the case signs its award');
  if (!text(award.award_letter)) throw new ValidationError('The award letter has not been written yet');
  return award;
}

/** What the neutral confirms on a fee invoice: what it bills, exactly as saved. */
export function invoiceSignedHash(invoice: Doc): string {
  return sha256Of(JSON.stringify([text(invoice.document_type), String(invoice.amount ?? ''), text(invoice.purpose), text(invoice.description), text(invoice.claim), text(invoice.dispute)]));
}

/** A neutral's fee invoice, refused unless the caller is the neutral who bills it (a filing fee is the institution's). */
async function invoiceToSign(ctx: RequestContext, name: string): Promise<Doc> {
  const invoice = await getDoc(ctx, 'Invoice', name);
  if (text(invoice.document_type) === 'Filing Fee') throw new ValidationError('A filing fee invoice is the institution\'s: it signs it');
  let neutral = text(invoice.arbitrator) || text(invoice.mediator_email_id);
  if (!neutral) {
    const caseRef = caseOfDocument(invoice);
    const caseDoc = caseRef ? await getDoc(ctx, caseRef.doctype, caseRef.name, { ignorePermissions: true }) : null;
    neutral = text(caseDoc?.arbitrator) || text(caseDoc?.mediator_email_id);
  }
  if (!neutral || neutral.toLowerCase() !== ctx.user.name.toLowerCase()) throw new PermissionError('Only the neutral who bills it signs this invoice');
  return invoice;
}

type Signable = 'Award' | 'Invoice';

const documentOf = (ctx: RequestContext, doctype: Signable, name: string) => (doctype === 'Award' ? awardToSign(ctx, name) : invoiceToSign(ctx, name));

/** Which document the arguments name: `award` or `invoice`. */
function signableOf(args: MethodArgs): [Signable, string] {
  if (typeof args.invoice === 'string' && args.invoice) return ['Invoice', args.invoice];
  return ['Award', requiredText(args, 'award')];
}

/**
 * Sends the neutral a 6-digit code by SMS to their registered mobile, to confirm the signature
 * with instead of their password: valid 5 minutes, once; a new one after 30 seconds. The text
 * is kept in the SMS Log against the document (the audit of what was sent, to whom, when).
 */
async function requestSignatureOtp(ctx: RequestContext, args: MethodArgs) {
  const [doctype, name] = signableOf(args);
  await documentOf(ctx, doctype, name);
  const { rows } = await ctx.db.query<{ mobile_no: string | null }>(`SELECT "mobile_no" FROM "tabUser" WHERE lower("name") = $1`, [ctx.user.name.toLowerCase()]);
  const mobile = (rows[0]?.mobile_no ?? '').replace(/\D/g, '').slice(-10);
  if (!/^[6-9]\d{9}$/.test(mobile)) throw new ValidationError('No mobile number is registered on your account: confirm with your password');
  const issued = await issueSignatureOtp(ctx.db, signatureOtpKey(ctx.user.name, doctype, name));
  if ('retryAfter' in issued) throw new ValidationError(`A code was sent just now: ask for another in ${issued.retryAfter} seconds`);
  await respondentAccessOf(ctx.services).sms.send(
    mobile,
    `${issued.code} is your code to sign ${doctype === 'Award' ? 'award' : 'invoice'} ${name} digitally on ArbitRoute. Valid 5 minutes. Do not share it.`,
    { doctype, name },
  );
  return { ...(doctype === 'Award' ? { award: name } : { invoice: name }), sent_to: `******${mobile.slice(-4)}`, expires_in: 300 };
}

/**
 * Password or code re-entry: the signature is the person's act, not their session's. Wrong
 * passwords and wrong codes count with failed logins and password changes, so a stolen session
 * cannot guess either. Then the confirmation is saved on the document as the neutral (so the
 * case's audit trail records who, when and what), bound to `hash`.
 */
async function confirmSignature(ctx: RequestContext, doctype: Signable, name: string, args: MethodArgs, hash: string) {
  const password = typeof args.password === 'string' ? args.password : '';
  const otp = typeof args.otp === 'string' ? args.otp.trim() : '';
  const what = doctype === 'Award' ? 'the award' : 'the invoice';
  const { loginPerAccount } = ctx.services.limits;
  await assertNotLimited([[loginPerAccount, ctx.user.name]], 'Too many failed password attempts.');
  if (otp) {
    const outcome = await useSignatureOtp(ctx.db, signatureOtpKey(ctx.user.name, doctype, name), otp);
    if (outcome !== 'ok') {
      await loginPerAccount.hit(ctx.user.name);
      throw new PermissionError(outcome === 'expired' ? `The code has expired or was used: ask for a new one. ${what[0].toUpperCase()}${what.slice(1)} was not signed` : `Incorrect code: ${what} was not signed`);
    }
  } else if (!password || (await checkPassword(ctx.db, ctx.user.name, password)) !== 'password') {
    await loginPerAccount.hit(ctx.user.name);
    throw new PermissionError(`Incorrect password: ${what} was not signed`);
  }
  const signedOn = nowDatetime();
  await updateDoc(ctx, doctype, name, { signature_confirmed_by: ctx.user.name, signature_confirmed_on: signedOn, signature_confirmed_hash: hash }, { ignorePermissions: true });
  return signedOn;
}

/**
 * The neutral's key signs the award (s.31(1) of the Arbitration and Conciliation Act 1996: the
 * award is signed by the arbitrator) only once they confirm it with their password or a code sent
 * to their mobile, bound to the letters' hash: a letter changed later is signed by no one but the
 * institution until confirmed again. The PDFs are rendered ahead again with the new signature.
 */
async function signAward(ctx: RequestContext, args: MethodArgs) {
  const name = requiredText(args, 'award');
  const award = await awardToSign(ctx, name);
  const signedOn = await confirmSignature(ctx, 'Award', name, args, awardLettersHash(award));
  await requestPdfPrerender(ctx, 'Award', name);
  return { award: name, signed_by: ctx.user.name, signed_on: signedOn };
}

/** The same confirmation for a neutral's fee invoice: until it is given, the institution signs the invoice. */
async function signInvoice(ctx: RequestContext, args: MethodArgs) {
  const name = requiredText(args, 'invoice');
  const invoice = await invoiceToSign(ctx, name);
  const signedOn = await confirmSignature(ctx, 'Invoice', name, args, invoiceSignedHash(invoice));
  return { invoice: name, signed_by: ctx.user.name, signed_on: signedOn };
}

export const signatureMethods = appMethods({ sign_award: signAward, request_signature_otp: requestSignatureOtp, sign_invoice: signInvoice });
