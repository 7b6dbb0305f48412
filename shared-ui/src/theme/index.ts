export { theme } from './theme';
export { PortalProvider } from './PortalProvider';
export type { PortalProviderProps } from './PortalProvider';
