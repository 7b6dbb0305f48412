export { APP_METHODS, PATH_METHODS } from './catalogue';
export type { AppMethods, PathMethods, AppMethodName, PathMethodName } from './catalogue';
export { appMethodPath } from './prefix';
export type { MethodSpec, MethodAccess, HttpMethod, ArgsOf, ReplyOf } from './define';
export type * from './replies';
export type { LotTermsReply } from './settlement';
