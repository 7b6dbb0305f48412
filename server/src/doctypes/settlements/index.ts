export { Settlement } from './settlement';
export { Registration } from './registration';
