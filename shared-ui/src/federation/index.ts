export type { RemoteRoute, RemoteRoutesModule } from './types';
export { StandaloneApp } from './StandaloneApp';
export { PortalApp, createQueryClient } from './PortalApp';
