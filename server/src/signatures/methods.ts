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
async function signAward(ctx: RequestContext, args: MethodArgs) {
  const name = requiredText(args, 'award');
  const password = typeof args.password === 'string' ? args.password : '';
  const award = await getDoc(ctx, 'Award', name);
  const caseRef = caseOfDocument(award);
  if (!caseRef) throw new ValidationError(`Award ${name} has no case`);
  const caseDoc = await getDoc(ctx, caseRef.doctype, caseRef.name, { ignorePermissions: true });
  const neutral = text(caseDoc.arbitrator) || text(caseDoc.mediator_email_id);
  if (!neutral || neutral.toLowerCase() !== ctx.user.name.toLowerCase()) throw new PermissionError('Only the neutral of the case signs its award');
  if (!text(award.award_letter)) throw new ValidationError('The award letter has not been written yet');
  // Password re-entry: the signature is the person's act, not their session's. Wrong passwords
  // count with failed logins and password changes, so a stolen session cannot guess it.
  const { loginPerAccount } = ctx.services.limits;
  await assertNotLimited([[loginPerAccount, ctx.user.name]], 'Too many failed password attempts.');
  if (!password || (await checkPassword(ctx.db, ctx.user.name, password)) !== 'password') {
    await loginPerAccount.hit(ctx.user.name);
    throw new PermissionError('Incorrect password: the award was not signed');
  }
  const signedOn = nowDatetime();
  await updateDoc(
    ctx,
    'Award',
    name,
    { signature_confirmed_by: ctx.user.name, signature_confirmed_on: signedOn, signature_confirmed_hash: awardLettersHash(award) },
    { ignorePermissions: true },
  );
  await requestPdfPrerender(ctx, 'Award', name);
  return { award: name, signed_by: ctx.user.name, signed_on: signedOn };
}

export const signatureMethods = appMethods({ sign_award: signAward });
