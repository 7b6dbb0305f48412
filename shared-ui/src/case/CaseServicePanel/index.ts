export { CaseServicePanel } from './CaseServicePanel';
