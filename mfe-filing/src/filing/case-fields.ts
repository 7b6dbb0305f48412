import type { CaseType } from './types';

/** SPEC §2: the agreement number is the mediation agreement's for a dispute, the arbitration agreement's otherwise. */
export function agreementField(caseType: CaseType): 'mediation_agreement_number' | 'arbitration_agreement_number' {
  return caseType === 'Mediation' ? 'mediation_agreement_number' : 'arbitration_agreement_number';
}

export type AdditionalFieldKind = 'text' | 'number' | 'date' | 'criteria';

/** SPEC §2 "Additional Details form": the loan and the asset, all optional (labels: `filing.wizard.additional.<field>`). */
export const ADDITIONAL_FIELDS: ReadonlyArray<{ field: string; kind: AdditionalFieldKind }> = [
  { field: 'product', kind: 'text' },
  { field: 'make_model', kind: 'text' },
  { field: 'registration_no', kind: 'text' },
  { field: 'engine_no', kind: 'text' },
  { field: 'chassis_no', kind: 'text' },
  { field: 'quantity', kind: 'number' },
  { field: 'loan_amount', kind: 'number' },
  { field: 'no_of_instalments', kind: 'number' },
  { field: 'instalment_amt', kind: 'number' },
  { field: 'commencing_from', kind: 'date' },
  { field: 'ending_on', kind: 'date' },
  { field: 'foreclosure_date', kind: 'date' },
  { field: 'repayment_amount', kind: 'number' },
  { field: 'criteria', kind: 'criteria' },
  { field: 'repossessed_closure_on', kind: 'date' },
  { field: 'sold_on', kind: 'date' },
  { field: 'sale_amount', kind: 'number' },
];

