export type { RemoteRoute, RemoteRoutesModule } from './types';
export { StandaloneApp } from './StandaloneApp';
export { createQueryClient } from './PortalApp';
