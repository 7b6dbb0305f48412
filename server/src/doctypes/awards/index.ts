export { Award } from './award';
