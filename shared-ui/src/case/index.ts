export {
  caseKeys,
  useCase,
  useCaseHearings,
  useCaseDocuments,
  useCaseReplies,
  useCasePleadings,
  useCaseAwards,
  useCaseSettlements,
  useCaseRegistrations,
  useCaseTimeline,
  useAttachedFiles,
  useExtensionMutation,
  caseErrorMessage,
} from './queries';
export type { ExtensionMutation } from './queries';
export { StageBadge, STAGE_COLORS, ALL_STAGES, stageColor } from './StageBadge';
export type { StageBadgeProps } from './StageBadge';
export { VideoLink, safeWebUrl } from './VideoLink';
export type { VideoLinkProps } from './VideoLink';
export { DetailList } from './DetailList';
export type { DetailListProps, DetailItem } from './DetailList';
export { CaseHeader, caseTitleOf } from './CaseHeader';
export { StatutoryDeadline, DEADLINE_TONE_COLORS } from './StatutoryDeadline';
export type { StatutoryDeadlineProps } from './StatutoryDeadline';
export { StatutoryClockPanel } from './StatutoryClockPanel';
export type { StatutoryClockPanelProps, StatutoryClockCase } from './StatutoryClockPanel';
export type { CaseHeaderProps } from './CaseHeader';
export { PartiesTables, ClaimantsTable, RespondentsTable, ResponsiveTable, CARDS_QUERY } from './PartiesTables';
export type {
  PartiesTablesProps,
  ClaimantsTableProps,
  RespondentsTableProps,
  ResponsiveTableProps,
  ResponsiveColumn,
  TableLayout,
} from './PartiesTables';
export { CaseDetailsPanel, caseDetailItems, DEFAULT_CASE_TYPE } from './CaseDetailsPanel';
export type { CaseDetailsPanelProps } from './CaseDetailsPanel';
export { CaseStatusPanel, firstHearingOf } from './CaseStatusPanel';
export type { CaseStatusPanelProps } from './CaseStatusPanel';
export { RichTextView, htmlToReact, looksLikeHtml, safeHref, safeImageSrc } from './RichTextView';
export type { RichTextViewProps } from './RichTextView';
export { AttachmentGrid, AttachmentList, CaseAttachments } from './Attachments';
export type { AttachmentGridProps, AttachmentItem, AttachmentListProps, CaseAttachmentsProps } from './Attachments';
export { AttachedFilesGrid } from './Attachments';
export type { AttachedFilesGridProps } from './Attachments';
export { PleadingRecordCard } from './Pleadings';
export type { PleadingRecordCardProps } from './Pleadings';
export { CaseStepList, CaseStepArrows, caseStepName } from './CaseStepper';
export type { CaseStepListProps, CaseStepArrowsProps } from './CaseStepper';
export { DocumentsList, DocumentViewDialog, DOCUMENT_DOCTYPE } from './Documents';
export type { DocumentsListProps, DocumentViewDialogProps } from './Documents';
export {
  AddDocumentButton,
  AddDocumentDialog,
  addCaseDocument,
  EXCLUDED_DOCUMENT_TYPES,
  documentTypeChoices,
  documentTypesKey,
  useDocumentTypes,
} from './Documents';
export type { AddDocumentButtonProps, AddDocumentDialogProps, AddCaseDocumentOptions, NewDocumentValues } from './Documents';
export { HearingTabs, HearingPanel, sortHearingsLatestFirst } from './HearingTabs';
export type { HearingTabsProps, HearingPanelProps } from './HearingTabs';
export { QueryState } from './QueryState';
export type { QueryStateProps } from './QueryState';
export { AwardPanel } from './AwardPanel';
export type { AwardPanelProps } from './AwardPanel';
export { SettlementPanel, isNonSettlement } from './SettlementPanel';
export type { SettlementPanelProps } from './SettlementPanel';
export { RegistrationPanel } from './RegistrationPanel';
export type { RegistrationPanelProps } from './RegistrationPanel';
export { CaseTimeline } from './CaseTimeline';
export type { CaseTimelineProps } from './CaseTimeline';
export { ExtensionPanel } from './ExtensionPanel';
export type { ExtensionPanelProps, ExtensionViewer, ExtensionCase } from './ExtensionPanel';
