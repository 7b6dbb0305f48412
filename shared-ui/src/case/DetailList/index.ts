export { DetailList } from './DetailList';
export type { DetailListProps, DetailItem } from './DetailList';
