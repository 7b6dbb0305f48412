import { markCaseDispatched } from './case-dispatch-flag';
import { defineDispatch } from './define-dispatch';

/** First hearing notice and minutes of meeting; the case records it once a delivery goes out. */
export const FhnAndMomDispatch = defineDispatch('FHN And MOM Dispatch', 'FHN-.#####', { onSaved: markCaseDispatched });
