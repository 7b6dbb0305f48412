export { APP_METHODS, PATH_METHODS } from './catalogue';
export type { AppMethods, PathMethods, AppMethodName, PathMethodName } from './catalogue';
export { appMethodPath } from './prefix';
export type { MethodSpec, MethodAccess, HttpMethod, ArgsOf, ReplyOf } from './define';
export type * from './replies';
export type { AllocationReply, CaseDraw, PublicDraw } from './appointments';
export { NOTICE_KIND_OPTIONS, POST_TRACKING_STATUSES, SERVICE_CHANNELS } from './service';
export type { CaseService, PostTrackingResult, QueuedServiceNotices, ServiceAttemptRow, ServiceBatchProgress, ServiceClockParty, ServiceNoticeRow, ServiceNoticeState, ServiceReceiptRow } from './service';
export type { DataRequest, LegalHoldReply, PrivacyNoticeReply, RetentionRule, RetentionRun } from './stewardship';
