import { caseKindOf } from '../rules/cases/stages';

export type CaseDoctype = 'Claim' | 'Dispute';
/** The Link field by which a hearing, document, award… names its case. */
export type CaseLink = 'claim' | 'dispute';

/** `ARB-…` is a Claim, `MED-…` a Dispute (SPEC §1); null for anything else. */
export function caseDoctypeOf(caseName: string | null | undefined): CaseDoctype | null {
  const kind = caseKindOf(caseName);
  if (kind === 'claim') return 'Claim';
  if (kind === 'dispute') return 'Dispute';
  return null;
}

/** `claim` for ARB-…, `dispute` for MED-…; null for anything else. */
export function caseLinkOf(caseName: string | null | undefined): CaseLink | null {
  return caseKindOf(caseName);
}

/** The agreement-number field of the case's kind (SPEC §2 "Case Details form"). */
export function agreementNumberField(
  caseName: string | null | undefined,
): 'arbitration_agreement_number' | 'mediation_agreement_number' {
  return caseKindOf(caseName) === 'dispute' ? 'mediation_agreement_number' : 'arbitration_agreement_number';
}

/** Thrown when a string is not a case number: no request is made. */
export class NotACaseNumberError extends Error {
  constructor(readonly caseName: string) {
    super(`${caseName || 'An empty value'} is not a case number (ARB-… or MED-…)`);
    this.name = 'NotACaseNumberError';
  }
}

export function requireCaseDoctype(caseName: string): CaseDoctype {
  const doctype = caseDoctypeOf(caseName);
  if (!doctype) throw new NotACaseNumberError(caseName);
  return doctype;
}

export function requireCaseLink(caseName: string): CaseLink {
  const link = caseLinkOf(caseName);
  if (!link) throw new NotACaseNumberError(caseName);
  return link;
}
