import { CLAIM_KIND } from './case-access';
import { defineCaseDoctype } from './define-case';
import { CLAIM_STAGES } from 'shared-api/rules';

/** An arbitration case, ARB-00001. */
export const Claim = defineCaseDoctype({
  kind: CLAIM_KIND,
  naming: 'ARB-.#####',
  agreementField: 'arbitration_agreement_number',
  stages: CLAIM_STAGES,
  respondentFields: [],
});
