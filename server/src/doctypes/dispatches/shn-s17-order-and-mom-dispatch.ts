import { defineDispatch } from './define-dispatch';

/** Second hearing notice, Section 17 order and minutes of meeting. */
export const ShnS17OrderAndMomDispatch = defineDispatch('SHN S17 Order And MOM Dispatch', 'SHN-.#####');
