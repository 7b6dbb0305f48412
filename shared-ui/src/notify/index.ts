export { notify, REGISTRATION_TOAST_MS } from './notify';
export type { NotifyOptions } from './notify';
