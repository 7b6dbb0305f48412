import { claimantName, formatAmount, formatDate, respondentName, type CaseDoc, type ClaimantRow, type RespondentRow } from 'shared-api';

/*
 * The letters the arbitrator starts from (SPEC §2 "Award editor", §9 covering-letter template).
 * Every value from the case is escaped: the template is HTML handed to the editor.
 */

/** Missing personal details read "Nill", missing address parts "Nil", as in the paper awards. */
export const NILL = 'Nill';
export const NIL = 'Nil';
/** The award names at most this many respondents; the rest are "& Ors." in the title. */
export const MAX_TEMPLATE_RESPONDENTS = 3;
/** Sample award terms (SPEC §9: template text, not a rule). */
const SAMPLE_FEE = 'Rs 3,000';
const SAMPLE_INTEREST = '18% p.a.';
const SAMPLE_CLAIMED_INTEREST = '36% p.a.';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const value = (raw: unknown, missing: string) => {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  return escapeHtml(text === '' ? missing : text);
};

/** Contact types in the spec's order: Borrower, Co-Borrower, Guarantor, then the rest. */
const CONTACT_ORDER = ['Borrower', 'Co-Borrower', 'Guarantor'];
function byContactType(a: RespondentRow, b: RespondentRow): number {
  const rank = (row: RespondentRow) => {
    const index = CONTACT_ORDER.indexOf(row.contact_type ?? '');
    return index === -1 ? CONTACT_ORDER.length : index;
  };
  return rank(a) - rank(b);
}

function respondentParagraph(row: RespondentRow, index: number): string {
  const name = respondentName(row) ?? '';
  const address = [
    ['House No.', row.flathouse_no],
    ['Street / Village', row.streetvillage],
    ['City', row.city],
    ['Landmark', row.landmark],
    ['Post Office', row.post_office],
    ['Taluk', row.taluk],
    ['District', row.district],
    ['State', row.state],
    ['Pin Code', row.pin_code],
  ]
    .map(([label, part]) => `${label}: ${value(part, NIL)}`)
    .join(', ');
  return (
    `<p><strong>Respondent No. ${index + 1}:</strong> ${value(row.salutation ?? (row.respondent_type === 'Enterprise' ? 'M/s' : null), NILL)} ${value(name, NILL)}` +
    ` (${value(row.contact_type, NILL)}), Father's Name: ${value(row.fathers_name, NILL)}, ${address}</p>`
  );
}

function lawyerOf(caseDoc: CaseDoc, claimant: ClaimantRow | undefined): string {
  return value(claimant?.add_lawyer ?? caseDoc.lawyer_email_id ?? caseDoc.lawyer_email, NILL);
}

export interface AwardTemplateOptions {
  /** The award date, `YYYY-MM-DD`. */
  awardDate: string;
}

/** The award pre-filled from the case (SPEC §2). */
export function awardTemplate(caseDoc: CaseDoc, { awardDate }: AwardTemplateOptions): string {
  const claimants = caseDoc.claimant_table ?? [];
  const claimant = claimants[0];
  const respondents = [...(caseDoc.respondent_table ?? [])].sort(byContactType).slice(0, MAX_TEMPLATE_RESPONDENTS);
  const arbitrator = value(caseDoc.acceptance_by ?? caseDoc.arbitrator_name, NILL);
  const agreement = value(caseDoc.arbitration_agreement_number ?? caseDoc.mediation_agreement_number, NIL);
  const amount = formatAmount(caseDoc.disputed_value) ?? NIL;
  return [
    `<h2>BEFORE THE SOLE ARBITRATOR ${arbitrator}</h2>`,
    `<p>Arbitration Case No. ${escapeHtml(caseDoc.name)}</p>`,
    '<p><strong>IN THE MATTER OF:</strong></p>',
    `<p><strong>${value(claimant ? claimantName(claimant) : null, NILL)}</strong> … Claimant</p>`,
    `<p>Through its counsel: ${lawyerOf(caseDoc, claimant)}</p>`,
    '<p><strong>VERSUS</strong></p>',
    ...(respondents.length ? respondents.map(respondentParagraph) : [`<p><strong>Respondent No. 1:</strong> ${NILL}</p>`]),
    '<h3>AWARD</h3>',
    `<p>1. The claimant advanced a loan to the respondents under agreement No. ${agreement} dated ${value(formatDate(caseDoc.date_of_agreement), NIL)} for ${value(formatAmount(caseDoc.loan_amount), NIL)}. The respondents defaulted in repayment and the claimant invoked arbitration under clause ${value(caseDoc.clause_number, NIL)} of the agreement.</p>`,
    '<p>2. Notice of the proceedings was served on the respondents at the addresses above. The respondents were given an opportunity to file their reply and to be heard.</p>',
    `<p>3. Having heard the claimant and considered the documents on record, the respondents are held jointly and severally liable to pay the claimant ${escapeHtml(amount)}, with interest at ${SAMPLE_INTEREST} from the date of the claim until payment (as against ${SAMPLE_CLAIMED_INTEREST} claimed).</p>`,
    `<p>4. The respondents shall also pay the arbitrator's fee of ${SAMPLE_FEE}.</p>`,
    '<p>5. This award is made and signed under Section 31 of the Arbitration and Conciliation Act, 1996.</p>',
    `<p>Place: ${value(caseDoc.venue, NIL)}</p>`,
    `<p>Date: ${value(formatDate(awardDate), NIL)}</p>`,
    `<p><strong>${arbitrator}</strong><br>Sole Arbitrator</p>`,
  ].join('');
}

/** en-GB dates (25/11/2026), as the covering letter template writes them (SPEC §9). */
export function enGbDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return NIL;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(date);
}

/** The covering letter sent with the award (SPEC §9): records back after 30 days, s.31(5). */
export function coveringLetterTemplate(caseDoc: CaseDoc, { awardDate, today }: { awardDate: string | null | undefined; today: string }): string {
  const claimant = caseDoc.claimant_table?.[0];
  const arbitrator = value(caseDoc.acceptance_by ?? caseDoc.arbitrator_name, NILL);
  const address = claimant
    ? [claimant.flathouse_no, claimant.streetvillage, claimant.city, claimant.district, claimant.state, claimant.pin_code]
        .filter((part) => part && String(part).trim())
        .map((part) => escapeHtml(String(part)))
        .join(', ')
    : '';
  return [
    `<p>Date: ${enGbDate(today)}</p>`,
    `<p>To,<br>${value(claimant ? claimantName(claimant) : null, NILL)}<br>${address || NIL}</p>`,
    `<p>Through: ${lawyerOf(caseDoc, claimant)}</p>`,
    `<p><strong>Subject: Arbitral award in Arbitration Case No. ${escapeHtml(caseDoc.name)}</strong></p>`,
    '<p>Dear Sir/Madam,</p>',
    `<p>Please find enclosed a signed copy of the arbitral award dated ${enGbDate(awardDate)} made in the above case, delivered to each party under Section 31(5) of the Arbitration and Conciliation Act, 1996.</p>`,
    '<p>The original records of the proceedings will be returned to the claimants or their advocate after 30 days from the date of this letter.</p>',
    '<p>Yours faithfully,</p>',
    `<p><strong>${arbitrator}</strong><br>Sole Arbitrator</p>`,
  ].join('');
}
