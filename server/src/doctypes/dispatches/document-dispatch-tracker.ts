import { defineDispatch } from './define-dispatch';

export const DocumentDispatchTracker = defineDispatch('Document Dispatch Tracker', 'DDT-.#####');
