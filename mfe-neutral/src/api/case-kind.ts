import { caseKindOf } from 'shared-api';

/** Where each kind of case lives on the server and in the portal's routes. */
export const KIND = {
  claim: { doctype: 'Claim', link: 'claim', viewPath: '/arbitrationview', listPath: '/arbitration', noun: 'Claim' },
  dispute: { doctype: 'Dispute', link: 'dispute', viewPath: '/mediationview', listPath: '/mediations', noun: 'Dispute' },
} as const;

export function casePath(name: string): string {
  const kind = caseKindOf(name) ?? 'claim';
  return `${KIND[kind].viewPath}/${encodeURIComponent(name)}`;
}

/** The case a hearing, document or pleading belongs to. */
export function caseOfRecord(record: { claim?: string | null; dispute?: string | null }): string | null {
  return record.claim || record.dispute || null;
}
