import { DISPUTE_KIND } from './case-access';
import { RESPONDENT_EXTENSION_FIELDS } from './case-fields';
import { defineCaseDoctype } from './define-case';
import { DISPUTE_STAGES } from 'shared-api/rules';

/** A mediation case, MED-00001. A respondent may also ask for more time (the extension fields). */
export const Dispute = defineCaseDoctype({
  kind: DISPUTE_KIND,
  naming: 'MED-.#####',
  agreementField: 'mediation_agreement_number',
  stages: DISPUTE_STAGES,
  respondentFields: RESPONDENT_EXTENSION_FIELDS,
});
