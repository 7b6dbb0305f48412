export { PleadingRecordCard } from './PleadingRecordCard';
export type { PleadingRecordCardProps } from './PleadingRecordCard';
