import { FILING_ROLES, todayInIndia } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { getDoc } from '../core/documents';
import { DoesNotExistError, PermissionError, ValidationError } from '../core/errors';
import { hasAnyRole, isSystemManager, respondentCaseOf } from '../core/session-user';
import { caseOfDocument } from '../doctypes/cases/case-effects';
import { awardDispatchOfParties } from '../doctypes/dispatches/award-dispatch';
import { findCase } from '../methods/cases/case-lookup';
import { escapeHtml } from '../printing/document-html';
import { printFormatFor, registerPrintFormat, type PrintableDocument } from '../printing/formats';
import { evidenceOfService } from './evidence-format';

/*
 * The execution kit of an award (Arbitration and Conciliation Act 1996, s.36(1)): once the time to
 * apply to set the award aside under s.34 has expired for every respondent (three months from
 * their receipt of the award, s.34(3)), the award is enforced as a decree of the court. One PDF
 * for the execution petition: an index; the schedule of limitation per respondent (receipt of the
 * award, proven by the portal's notice or the dispatch's acknowledgement, and the last day under
 * s.34(3)); the award; its covering letter; the evidence of service with each party's affidavit of
 * service. `download_pdf?doctype=Award&format=Execution Kit&name=<award>`: the case's claimant side
 * and the case manager. Refused while any respondent's time runs or their receipt is not proven.
 */

export const EXECUTION_KIT_FORMAT = 'Execution Kit';

const shown = (iso: string) => iso.split('-').reverse().join('-');

async function loadExecutionKit(ctx: RequestContext, awardName: string): Promise<PrintableDocument> {
  if (respondentCaseOf(ctx.user) || !(isSystemManager(ctx.user) || hasAnyRole(ctx.user, FILING_ROLES))) {
    throw new PermissionError('Only the claimant side and the case manager prepare an execution kit');
  }
  // Read as the caller: the award's own row rules answer for a case they may not read.
  const award = await getDoc(ctx, 'Award', awardName);
  const ref = caseOfDocument(award);
  if (!ref) throw new DoesNotExistError(`Award ${awardName} not found`);
  const found = await findCase(ctx, ref.name);
  const respondents = (await awardDispatchOfParties(ctx, found.ref)).filter((party) => party.party_type === 'Respondent');
  if (respondents.length === 0) throw new ValidationError(`${ref.name} has no respondent`);
  const today = todayInIndia();
  const unproven = respondents.filter((party) => !party.limitation);
  if (unproven.length > 0) {
    throw new ValidationError(`Receipt of the award is not proven yet for ${unproven.map((party) => party.party_name).join(', ')}: the time under s.34(3) has not started, so the award cannot be enforced yet (s.36(1))`);
  }
  const running = respondents.filter((party) => party.limitation!.set_aside_by >= today);
  if (running.length > 0) {
    const last = running.map((party) => party.limitation!.set_aside_by).sort().at(-1)!;
    throw new ValidationError(`The time to apply to set the award aside runs until ${shown(last)} (s.34(3)); the award can be enforced from the next day (s.36(1))`);
  }

  const awardLetter = await printFormatFor('Award', 'Award').load(ctx, awardName, { letterhead: false });
  const covering = await printFormatFor('Award', 'Award Covering Letter')
    .load(ctx, awardName, { letterhead: false })
    .catch((error: unknown) => (error instanceof DoesNotExistError ? null : Promise.reject(error)));
  // Served by hand (the dispatch record) only: no notice of the portal's to show.
  const evidence = await evidenceOfService(ctx, found, covering ? 5 : 4).catch((error: unknown) =>
    error instanceof DoesNotExistError ? { bodyHtml: '<p>No notice was sent through the portal in this case; the award\'s receipt is taken from its dispatch record (schedule of limitation above).</p>', indexHtml: '' } : Promise.reject(error),
  );

  const limitation = respondents.map((party) => {
    const from = party.received_from === 'Service' ? 'proven by the portal’s notice' : 'acknowledged on the dispatch record';
    return `<tr><td>${escapeHtml(party.party_name)}</td><td>${escapeHtml(shown(party.limitation!.received_on))} (${from})</td><td>${escapeHtml(shown(party.limitation!.set_aside_by))}</td><td>Expired</td></tr>`;
  });
  const title = `Execution Kit — ${ref.name}`;
  const bodyHtml = [
    '<h1>Execution of Arbitral Award</h1>',
    `<p><strong>Case:</strong> ${escapeHtml(ref.name)}; <strong>Award:</strong> ${escapeHtml(awardName)}${award.award_date ? ` dated ${escapeHtml(shown(String(award.award_date)))}` : ''}</p>`,
    `<p>Prepared on ${escapeHtml(shown(today))} for an application under s.36(1) of the Arbitration and Conciliation Act 1996: the time for making an application to set the award aside under s.34 has expired for every respondent, so the award is enforceable in accordance with the Code of Civil Procedure 1908 as if it were a decree of the court.</p>`,
    '<h2>Index</h2>',
    '<ol>',
    '<li value="1">Schedule of limitation (s.34(3))</li>',
    '<li value="2">The arbitral award</li>',
    ...(covering ? ['<li value="3">Covering letter of the award</li>'] : []),
    `<li value="${covering ? 4 : 3}">Evidence of service</li>`,
    evidence.indexHtml,
    '</ol>',
    '<h2>1. Schedule of limitation (s.34(3))</h2>',
    '<table><thead><tr><th>Respondent</th><th>Award received</th><th>Last day to apply to set aside</th><th>Time</th></tr></thead><tbody>',
    ...limitation,
    '</tbody></table>',
    '<h2 style="page-break-before:always">2. The arbitral award</h2>',
    awardLetter.bodyHtml,
    ...(covering ? ['<h2 style="page-break-before:always">3. Covering letter of the award</h2>', covering.bodyHtml] : []),
    `<h2 style="page-break-before:always">${covering ? 4 : 3}. Evidence of service</h2>`,
    '<p>The records of service of the notices in the case follow, as the portal keeps them: a summary, the record of each notice, and the affidavit of service of each party.</p>',
    evidence.bodyHtml,
  ].join('');
  return { caseRef: found.ref, kind: EXECUTION_KIT_FORMAT, date: today, title, fileName: `${ref.name}-Execution-Kit`, bodyHtml };
}

registerPrintFormat({
  doctype: 'Award',
  format: EXECUTION_KIT_FORMAT,
  prerender: false,
  load: (ctx, name) => loadExecutionKit(ctx, name),
});
