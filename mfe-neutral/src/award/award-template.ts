import { claimantName, formatAmount, formatDate, joinPresent, letterText, respondentParticulars, sortRespondentsByContactType, type CaseDoc, type ClaimantRow, type RespondentRow } from 'shared-api';

/*
 * The letters the arbitrator starts from (SPEC §2 "Award editor", §9 covering-letter template).
 * Every value from the case is escaped: the template is HTML handed to the editor. What the case
 * does not record is left out (shared-api's letters rules): an award is served on the parties, so
 * it never reads "Nil" or "Nill", nor a label with nothing after it.
 */

/** The award names at most this many respondents; the rest are "& Ors." in the title. */
export const MAX_TEMPLATE_RESPONDENTS = 3;
/** Sample award terms (SPEC §9: template text, not a rule). */
const SAMPLE_FEE = 'Rs 3,000';
const SAMPLE_INTEREST = '18% p.a.';
const SAMPLE_CLAIMED_INTEREST = '36% p.a.';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The escaped text of a value, or null when the case does not record it. */
const value = (raw: unknown): string | null => {
  const text = letterText(raw);
  return text === null ? null : escapeHtml(text);
};

/** A paragraph only when it has something to say. */
const paragraph = (content: string | null, before = '') => (content ? `<p>${before}${content}</p>` : '');

function respondentParagraph(row: RespondentRow, index: number): string {
  return `<p><strong>Respondent No. ${index + 1}:</strong> ${escapeHtml(respondentParticulars(row))}</p>`;
}

function lawyerOf(caseDoc: CaseDoc, claimant: ClaimantRow | undefined): string | null {
  return value(claimant?.add_lawyer ?? caseDoc.lawyer_email_id ?? caseDoc.lawyer_email);
}

export interface AwardTemplateOptions {
  /** The award date, `YYYY-MM-DD`. */
  awardDate: string;
}

/** The award pre-filled from the case (SPEC §2). */
export function awardTemplate(caseDoc: CaseDoc, { awardDate }: AwardTemplateOptions): string {
  const claimants = caseDoc.claimant_table ?? [];
  const claimant = claimants[0];
  const respondents = sortRespondentsByContactType(caseDoc.respondent_table ?? []).slice(0, MAX_TEMPLATE_RESPONDENTS).filter((row) => respondentParticulars(row) !== '');
  const arbitrator = value(caseDoc.acceptance_by ?? caseDoc.arbitrator_name);
  const agreement = value(caseDoc.arbitration_agreement_number ?? caseDoc.mediation_agreement_number);
  const agreementDate = value(formatDate(caseDoc.date_of_agreement));
  const loan = value(formatAmount(caseDoc.loan_amount));
  const clause = value(caseDoc.clause_number);
  const amount = value(formatAmount(caseDoc.disputed_value));
  const claimantLabel = value(claimant ? claimantName(claimant) : null);
  // "under agreement No. X dated D for ₹L", each part only when recorded.
  const agreementWords = joinPresent([agreement ? `agreement No. ${agreement}` : 'the agreement', agreementDate && `dated ${agreementDate}`, loan && `for ${loan}`], ' ');
  return [
    `<h2>${joinPresent(['BEFORE THE SOLE ARBITRATOR', arbitrator], ' ')}</h2>`,
    `<p>Arbitration Case No. ${escapeHtml(caseDoc.name)}</p>`,
    '<p><strong>IN THE MATTER OF:</strong></p>',
    `<p>${claimantLabel ? `<strong>${claimantLabel}</strong> … ` : ''}Claimant</p>`,
    paragraph(lawyerOf(caseDoc, claimant), 'Through its counsel: '),
    '<p><strong>VERSUS</strong></p>',
    ...respondents.map(respondentParagraph),
    '<h3>AWARD</h3>',
    `<p>1. The claimant advanced a loan to the respondents under ${agreementWords}. The respondents defaulted in repayment and the claimant invoked arbitration under ${clause ? `clause ${clause}` : 'the arbitration clause'} of the agreement.</p>`,
    '<p>2. Notice of the proceedings was served on the respondents at the addresses above. The respondents were given an opportunity to file their reply and to be heard.</p>',
    `<p>3. Having heard the claimant and considered the documents on record, the respondents are held jointly and severally liable to pay the claimant ${amount ?? 'the amount claimed'}, with interest at ${SAMPLE_INTEREST} from the date of the claim until payment (as against ${SAMPLE_CLAIMED_INTEREST} claimed).</p>`,
    `<p>4. The respondents shall also pay the arbitrator's fee of ${SAMPLE_FEE}.</p>`,
    '<p>5. This award is made and signed under Section 31 of the Arbitration and Conciliation Act, 1996.</p>',
    paragraph(value(caseDoc.venue), 'Place: '),
    paragraph(value(formatDate(awardDate)), 'Date: '),
    `<p>${arbitrator ? `<strong>${arbitrator}</strong><br>` : ''}Sole Arbitrator</p>`,
  ].join('');
}

/** en-GB dates (25/11/2026), as the covering letter template writes them (SPEC §9); null without one. */
export function enGbDate(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(date);
}

/** The covering letter sent with the award (SPEC §9): records back after 30 days, s.31(5). */
export function coveringLetterTemplate(caseDoc: CaseDoc, { awardDate, today }: { awardDate: string | null | undefined; today: string }): string {
  const claimant = caseDoc.claimant_table?.[0];
  const arbitrator = value(caseDoc.acceptance_by ?? caseDoc.arbitrator_name);
  const address = claimant ? value(joinPresent([claimant.flathouse_no, claimant.streetvillage, claimant.city, claimant.district, claimant.state, claimant.pin_code])) : null;
  const addressee = [value(claimant ? claimantName(claimant) : null), address].filter(Boolean).join('<br>');
  const letterDate = enGbDate(today);
  const dated = enGbDate(awardDate);
  return [
    paragraph(letterDate, 'Date: '),
    `<p>To,${addressee ? `<br>${addressee}` : ''}</p>`,
    paragraph(lawyerOf(caseDoc, claimant), 'Through: '),
    `<p><strong>Subject: Arbitral award in Arbitration Case No. ${escapeHtml(caseDoc.name)}</strong></p>`,
    '<p>Dear Sir/Madam,</p>',
    `<p>Please find enclosed a signed copy of the arbitral award${dated ? ` dated ${dated}` : ''} made in the above case, delivered to each party under Section 31(5) of the Arbitration and Conciliation Act, 1996.</p>`,
    '<p>The original records of the proceedings will be returned to the claimants or their advocate after 30 days from the date of this letter.</p>',
    '<p>Yours faithfully,</p>',
    `<p>${arbitrator ? `<strong>${arbitrator}</strong><br>` : ''}Sole Arbitrator</p>`,
  ].join('');
}
