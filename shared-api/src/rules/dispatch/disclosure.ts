/*
 * The neutral's consent and disclosure under s.12(1) and the Sixth Schedule of the Arbitration
 * and Conciliation Act (and s.9 of the Mediation Act for mediators): relationships with or
 * interests in the parties or the subject matter, other engagements, and whether they can give
 * the case the time it needs. Both the form and the server build the stored text from these.
 */

export interface DisclosureDeclaration {
  /** Any past or present relationship with a party, its counsel or the subject matter ("None" when none). */
  relationships: string;
  /** Financial, business, professional or other interest in the outcome. */
  interests: string;
  /** Other engagements that bear on the case (ongoing arbitrations, mediations, appointments). */
  engagements: string;
  /** The neutral can devote sufficient time, and finish within the statutory period. */
  can_devote_time: boolean;
  /** Why not, or anything the parties should know about availability. */
  time_note?: string;
}

export interface DisclosureCounts {
  ongoing?: number | null;
  done_for_present_claimants?: number | null;
  total?: number | null;
  other_claimants_companies?: number | null;
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraph = (label: string, value: string) => `<p><strong>${escape(label)}</strong> ${escape(value.trim() || 'None')}</p>`;

/** The disclosure as stored on the case (HTML, every value escaped). */
export function disclosureHtml(declaration: DisclosureDeclaration, counts: DisclosureCounts = {}): string {
  const parts = [
    paragraph('Relationships with the parties, their counsel or the subject matter:', declaration.relationships),
    paragraph('Financial, business, professional or other interests:', declaration.interests),
    paragraph('Other engagements:', declaration.engagements),
    paragraph(
      'Ability to devote sufficient time:',
      `${declaration.can_devote_time ? 'Yes, I can devote sufficient time and conclude within the statutory period.' : 'No.'}${declaration.time_note?.trim() ? ` ${declaration.time_note.trim()}` : ''}`,
    ),
  ];
  const known = [
    ['Ongoing cases', counts.ongoing],
    ['Cases done for the present claimants', counts.done_for_present_claimants],
    ['Cases for other claimant companies', counts.other_claimants_companies],
    ['Total cases', counts.total],
  ].filter(([, value]) => typeof value === 'number') as [string, number][];
  if (known.length > 0) parts.push(`<p><strong>Case counts:</strong> ${known.map(([label, value]) => `${escape(label)}: ${value}`).join('; ')}</p>`);
  return parts.join('');
}

/** The consent as stored on the case. */
export function consentHtml(neutralName: string, caseName: string, role: 'arbitrator' | 'mediator'): string {
  return `<p>I, ${escape(neutralName)}, consent to act as ${role} in case ${escape(caseName)}, and declare that I am independent of and impartial to the parties.</p>`;
}

/** The declaration is complete enough to be stored. */
export function declarationErrors(declaration: Partial<DisclosureDeclaration>): string[] {
  const errors: string[] = [];
  if (!declaration.relationships?.trim()) errors.push('Relationships is required (write "None" if there are none)');
  if (!declaration.interests?.trim()) errors.push('Interests is required (write "None" if there are none)');
  if (!declaration.engagements?.trim()) errors.push('Other engagements is required (write "None" if there are none)');
  if (typeof declaration.can_devote_time !== 'boolean') errors.push('Say whether you can devote sufficient time');
  if (declaration.can_devote_time === false && !declaration.time_note?.trim()) errors.push('Explain why you cannot devote sufficient time');
  return errors;
}
