export { DispatchDetail } from './dispatch-detail';
export { DocumentDispatchTracker } from './document-dispatch-tracker';
export { ShnS17OrderAndMomDispatch } from './shn-s17-order-and-mom-dispatch';
export { FhnAndMomDispatch } from './fhn-and-mom-dispatch';
export { ConsentAndDisclosureDispatch } from './consent-and-disclosure-dispatch';
