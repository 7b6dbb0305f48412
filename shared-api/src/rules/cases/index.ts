export { CLAIM_STAGES, DISPUTE_STAGES, LIST_TAB_STAGES, caseKindOf, stagesOf, isStageOf, listTabOf } from './stages';
export type { ClaimStage, DisputeStage, CaseStage, CaseKind, ListTab } from './stages';
export { CLAIM_MOVES, DISPUTE_MOVES, canTransition, nextStages } from './transitions';
export type { StageMover, StageMove } from './transitions';
export {
  NO_RECORDS,
  STAGE_PREREQUISITES,
  FINAL_AWARD_STAGES,
  checkStagePrerequisite,
  dispatchPartyName,
  partiesNotReached,
  deliveriesReaching,
  deliveryReaches,
  deliveryGoneOut,
  stageOptions,
  stageMoveOptions,
} from './prerequisites';
export { CONSENT_NOT_AWAITED_AT, awaitsConsentAndDisclosure } from './consent';
export { stageOfRecordSave, checkRecordSave, allowedRecordSaves, finalAwardRefusal, stageAfterFinalAward } from './record-saves';
export type { RecordSave } from './record-saves';
export {
  HEARINGS_CLOSED_AT,
  HEARINGS_CLOSED_STAGES,
  CLOSED_HEARING_STATUSES,
  closesHearings,
  closedHearingStatus,
} from './hearing-closure';
export { CONVERSION_MESSAGES, canConvertToArbitration, canReferToMediation } from './conversion';
export type { ConvertibleCase } from './conversion';
export type { CaseRecordSummary, DispatchParty, DispatchDelivery, StageOption } from './prerequisites';
export type { RuleResult } from './result';
export type { Flag } from './flags';
export { HEARING_TYPES, hearingNumber } from './hearing-types';
export type { HearingType } from './hearing-types';
export {
  HOLD_REASONS,
  hearingSideEffects,
  replySideEffects,
  statementOfClaimSideEffects,
  settlementSideEffects,
  registrationSideEffects,
} from './side-effects';
export type { HearingDateField, HearingPatch, HearingSaveOptions } from './side-effects';
export { TYPE_ONE_STEPS, OTHER_TYPE_STEPS, mediationSteps, stepForStage } from './steps';
export type { SettlementFlags, StepperCase, Stepper } from './steps';
export { MISSING_PARTY, CONTACT_TYPE_ORDER, caseTitle, sortRespondentsByContactType } from './title';
export type { ClaimantNameFields, RespondentNameFields } from './title';
export {
  AWARD_EDITORS,
  isAwardEditable,
  isReplyReadOnly,
  isPleadingReadOnly,
  canAddDocument,
  canRecordProceedings,
  canDeleteReplyAttachment,
  canEditHearingVcLink,
} from './read-only';
export type { AwardEditContext } from './read-only';
export {
  EXTENSION_DEFAULT_DAYS,
  EXTENSION_REQUEST_WINDOW_DAYS,
  DUE_SOON_DAYS,
  DUE_SOON_LIST_LIMIT,
  EXTENSION_STATUSES,
  extendedDate,
  canRequestExtension,
  isDueSoon,
  extensionStatus,
  extensionRequester,
  checkExtensionAction,
  nextExtensionState,
} from './extension';
export type { ExtensionStatus, ExtensionAction, ExtensionParty, ExtensionFields, ExtensionPatch } from './extension';
