export {
  caseKeys,
  useCase,
  useCaseHearings,
  useCaseService,
  useCaseReplies,
  useCasePleadings,
  useCaseAwards,
  useCaseSettlements,
  useCaseRegistrations,
  useAttachedFiles,
} from './queries';
export type { ExtensionMutation } from './queries';
export { StageBadge } from './StageBadge';
export type { StageBadgeProps } from './StageBadge';
export { VideoLink } from './VideoLink';
export type { VideoLinkProps } from './VideoLink';
export { DetailList } from './DetailList';
export type { DetailListProps, DetailItem } from './DetailList';
export { CaseHeader } from './CaseHeader';
export { StatutoryDeadline } from './StatutoryDeadline';
export type { StatutoryDeadlineProps } from './StatutoryDeadline';
export { StatutoryClockPanel } from './StatutoryClockPanel';
export { CaseServicePanel } from './CaseServicePanel';
export { AppointmentPanel } from './AppointmentPanel';
export type { StatutoryClockPanelProps, StatutoryClockCase } from './StatutoryClockPanel';
export type { CaseHeaderProps } from './CaseHeader';
export { PartiesTables, ResponsiveTable } from './PartiesTables';
export type {
  PartiesTablesProps,
  ClaimantsTableProps,
  RespondentsTableProps,
  ResponsiveTableProps,
  ResponsiveColumn,
  TableLayout,
} from './PartiesTables';
export { CaseDetailsPanel } from './CaseDetailsPanel';
export type { CaseDetailsPanelProps } from './CaseDetailsPanel';
export { CaseStatusPanel } from './CaseStatusPanel';
export type { CaseStatusPanelProps } from './CaseStatusPanel';
export { RichTextView } from './RichTextView';
export type { RichTextViewProps } from './RichTextView';
export { AttachmentGrid, CaseAttachments } from './Attachments';
export type { AttachmentGridProps, AttachmentItem, AttachmentListProps, CaseAttachmentsProps } from './Attachments';
export { AttachedFilesGrid } from './Attachments';
export type { AttachedFilesGridProps } from './Attachments';
export { PleadingRecordCard } from './Pleadings';
export type { PleadingRecordCardProps } from './Pleadings';
export { CaseStepList, CaseStepArrows, caseStepName } from './CaseStepper';
export type { CaseStepListProps, CaseStepArrowsProps } from './CaseStepper';
export { DocumentsList, DocumentViewDialog } from './Documents';
export type { DocumentsListProps, DocumentViewDialogProps } from './Documents';
export {
  AddDocumentButton,
} from './Documents';
export type { AddDocumentButtonProps, AddDocumentDialogProps, AddCaseDocumentOptions, NewDocumentValues } from './Documents';
export { HearingTabs } from './HearingTabs';
export type { HearingTabsProps, HearingPanelProps } from './HearingTabs';
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
