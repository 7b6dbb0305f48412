import { afterAwardDispatchSaved } from './award-dispatch';
import { defineDispatch } from './define-dispatch';

/** The award's dispatch to the parties (s.31(5)): one row per party, its receipt starts limitation. */
export const DocumentDispatchTracker = defineDispatch('Document Dispatch Tracker', 'DDT-.#####', { onSaved: afterAwardDispatchSaved });
