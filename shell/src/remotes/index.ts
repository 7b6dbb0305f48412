export { REMOTE_NAMES } from './remoteNames';
export type { RemoteName } from './remoteNames';
export { loadRemoteRoutes } from './loadRemoteRoutes';
export { useRemoteRoutes } from './useRemoteRoutes';
export { RemoteUnavailable } from './RemoteUnavailable';
export { RemoteScreen } from './RemoteScreen';
