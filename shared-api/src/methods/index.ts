export { APP_METHODS, PATH_METHODS } from './catalogue';
export type { AppMethods, PathMethods, AppMethodName, PathMethodName } from './catalogue';
export { appMethodPath } from './prefix';
export type { MethodSpec, MethodAccess, HttpMethod, ArgsOf, ReplyOf } from './define';
export type * from './replies';
export type { CaseDraw, PublicDraw } from './appointments';
export { NOTICE_KIND_OPTIONS, POST_TRACKING_STATUSES, SERVICE_CHANNELS, SERVICE_METHODS } from './service';
export type { PostTrackingResult, QueuedServiceNotices, ServiceAttemptRow, ServiceAttemptStatus, ServiceChannel, ServiceNoticeRow, ServiceNoticeState, ServiceReceiptRow } from './service';
