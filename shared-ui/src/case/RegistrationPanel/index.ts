export { RegistrationPanel } from './RegistrationPanel';
export type { RegistrationPanelProps } from './RegistrationPanel';
