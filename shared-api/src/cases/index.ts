export type {
  DocMeta,
  ClaimantRow,
  RespondentRow,
  CaseAttachmentRow,
  CaseDoc,
  CaseLinks,
  HearingAttendeeRow,
  HearingDoc,
  ArbitrationDocumentDoc,
  PleadingDoc,
  AwardDoc,
  SettlementDoc,
  RegistrationDoc,
  AuditTrailRow,
  CaseFile,
  ExtensionReply,
} from './types';
export {
  caseDoctypeOf,
  caseLinkOf,
  agreementNumberField,
  NotACaseNumberError,
  requireCaseDoctype,
  requireCaseLink,
} from './doctype';
export type { CaseDoctype, CaseLink } from './doctype';
export { NIL, DASH, formatDate, parseDisplayDate, formatTime, formatDateTime, formatAmount, formatCount, textOrNull, yesNo } from './format';
export { personName, claimantName, respondentName, respondentNameHeader } from './parties';
export {
  SERVER_PAGE_CAP,
  CASE_FILE_FIELDS,
  getCase,
  getCaseHearings,
  getCaseDocuments,
  getCaseReplies,
  getCasePleadings,
  getCaseAwards,
  getCaseSettlements,
  getCaseRegistrations,
  getAttachedFiles,
  getCaseTimeline,
  updateExtension,
  requestExtension,
  answerExtension,
  fileDownloadUrl,
  printPdfUrl,
  fileDisplayName,
} from './fetch';
export type { TimelinePage, ExtensionRequest } from './fetch';
export { humanizeFieldname, describeValue, describeActor, describeAuditRow } from './timeline';
export type { TimelineEntry } from './timeline';
export { isFlagSet } from '../rules/cases/flags';
export { SETTLEMENT_OFFER_DOCTYPE, getCaseOffers, createCaseOffer, withdrawCaseOffer } from './settlement-offers';
export type { SettlementOfferDoc } from './settlement-offers';
