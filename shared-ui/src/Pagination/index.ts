export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageItems, PAGE_MARGIN, PAGE_RANGE } from './page-items';
export type { PageItem, PageItemsOptions } from './page-items';
