import { defineDispatch } from './define-dispatch';

/** First hearing notice and minutes of meeting. */
export const FhnAndMomDispatch = defineDispatch('FHN And MOM Dispatch', 'FHN-.#####');
