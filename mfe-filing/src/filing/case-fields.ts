import type { CaseType } from './types';

/** SPEC §2: the agreement number is the mediation agreement's for a dispute, the arbitration agreement's otherwise. */
export function agreementField(caseType: CaseType): 'mediation_agreement_number' | 'arbitration_agreement_number' {
  return caseType === 'Mediation' ? 'mediation_agreement_number' : 'arbitration_agreement_number';
}

export type AdditionalFieldKind = 'text' | 'number' | 'date' | 'criteria';

/** SPEC §2 "Additional Details form": the loan and the asset, all optional. */
export const ADDITIONAL_FIELDS: ReadonlyArray<{ field: string; label: string; kind: AdditionalFieldKind }> = [
  { field: 'product', label: 'Product', kind: 'text' },
  { field: 'make_model', label: 'Make Model', kind: 'text' },
  { field: 'registration_no', label: 'Registration No', kind: 'text' },
  { field: 'engine_no', label: 'Engine No', kind: 'text' },
  { field: 'chassis_no', label: 'Chassis No', kind: 'text' },
  { field: 'quantity', label: 'Quantity', kind: 'number' },
  { field: 'loan_amount', label: 'Loan Amount', kind: 'number' },
  { field: 'no_of_instalments', label: 'No Of Instalments', kind: 'number' },
  { field: 'instalment_amt', label: 'Instalment Amount', kind: 'number' },
  { field: 'commencing_from', label: 'Commencing From', kind: 'date' },
  { field: 'ending_on', label: 'Ending On', kind: 'date' },
  { field: 'foreclosure_date', label: 'Foreclosure Date', kind: 'date' },
  { field: 'repayment_amount', label: 'Repayment Amount', kind: 'number' },
  { field: 'criteria', label: 'Criteria Of Loan', kind: 'criteria' },
  { field: 'repossessed_closure_on', label: 'Repossessed/Closure On', kind: 'date' },
  { field: 'sold_on', label: 'Sold On', kind: 'date' },
  { field: 'sale_amount', label: 'Sale Amount', kind: 'number' },
];

