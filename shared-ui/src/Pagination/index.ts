export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export type { PageItem, PageItemsOptions } from './page-items';
