export { Invoice } from './invoice';
