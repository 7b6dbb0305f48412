export { APP_METHODS, PATH_METHODS } from './catalogue';
export type { AppMethods, PathMethods, AppMethodName, PathMethodName } from './catalogue';
export { API_PREFIX, appMethodPath } from './prefix';
export { method } from './define';
export type { MethodSpec, MethodAccess, HttpMethod, ArgsOf, ReplyOf, ArgsSchema } from './define';
export type * from './replies';
