import { markCaseDispatched } from './case-dispatch-flag';
import { defineDispatch } from './define-dispatch';

/** Second hearing notice, Section 17 order and minutes of meeting; the case records it once a delivery goes out. */
export const ShnS17OrderAndMomDispatch = defineDispatch('SHN S17 Order And MOM Dispatch', 'SHN-.#####', { onSaved: markCaseDispatched });
