export { PortalProvider } from './PortalProvider';
export type { PortalProviderProps } from './PortalProvider';
