export {
  DISPATCH_KINDS,
  DISPATCH_DOCTYPES,
  AWARD_DISPATCH_DOCTYPE,
  DISPATCH_STATUSES,
  SENT_BY_SERVER,
  AWAITING_ACKNOWLEDGEMENT,
  dispatchKindOf,
  isServerChannel,
  deliveryStatus,
  receiptDate,
  hasProof,
} from './dispatch';
export type { DispatchKind, DispatchDoctype, DispatchStatus, DeliveryRow } from './dispatch';
export { disclosureHtml, consentHtml, declarationErrors } from './disclosure';
export type { DisclosureDeclaration, DisclosureCounts } from './disclosure';
