/// <reference path="../css-modules.d.ts" />
import { Skeleton, Table, Text } from '@mantine/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../i18n/common';
import type { Translate } from '../i18n/useTranslation';
import { Pagination } from '../Pagination';
import { PageRange } from './PageRange';
import * as classes from './DataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /**
   * The cell of a row; `index` counts from the first row of the whole result (page 2 of 10
   * starts at 10), so a "Sl No" column is `index + 1`. Without it the row's `key` field is shown.
   */
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string;
  /** Rows in the whole result, for server pagination. */
  total?: number;
  /** Current page, 1-based. */
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  loading?: boolean;
  error?: ReactNode;
  /** Default 'No Data Found' in the reader's language. */
  emptyText?: ReactNode;
  onRowClick?: (row: Row) => void;
  caption?: string;
  /** "Showing 11–20 of 57" under the table; default true when `total` is known. */
  showRange?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing; default 640px. */
  minWidth?: number;
  /** Space either side of a cell's content; 'sm' lets a table of many columns fit a 1366 px laptop beside the menu. Default the theme's ('md'). */
  horizontalSpacing?: 'xs' | 'sm' | 'md';
}

export const DEFAULT_PAGE_SIZE = 10;
const EMPTY_CELL = '-';
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="link"]';

function defaultCell(row: unknown, key: string, t: Translate): ReactNode {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  return String(value);
}

/** A click or Enter on a button or link inside the row belongs to that control, not the row. */
function fromInnerControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

/**
 * A list page's table: server-paginated, with loading, error and empty states, scrolling sideways
 * on a phone rather than squeezing columns.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  total,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  loading = false,
  error,
  emptyText,
  onRowClick,
  caption,
  showRange = true,
  minWidth = 640,
  horizontalSpacing,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const size = Math.max(1, pageSize);
  const pageCount = total === undefined ? 0 : Math.ceil(total / size);
  const firstIndex = total === undefined ? 0 : (page - 1) * size;
  const hasError = error !== undefined && error !== null && error !== false;

  const message = (content: ReactNode, role?: 'alert') => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} className={classes.message}>
        <Text c={role ? 'red' : 'dimmed'} role={role}>
          {content}
        </Text>
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(size, 10) }, (_, i) => (
      <Table.Tr key={`skeleton-${i}`} data-testid="skeleton-row">
        {columns.map((column) => (
          <Table.Td key={column.key}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (hasError) {
    body = message(error, 'alert');
  } else if (rows.length === 0) {
    body = message(emptyText ?? t('common.noData'));
  } else {
    body = rows.map((row, i) => {
      const index = firstIndex + i;
      const clickable = onRowClick !== undefined;
      return (
        <Table.Tr
          key={getRowKey(row)}
          className={clickable ? classes.clickable : undefined}
          tabIndex={clickable ? 0 : undefined}
          onClick={
            clickable
              ? (event) => {
                  if (!fromInnerControl(event)) onRowClick(row);
                }
              : undefined
          }
          onKeyDown={
            clickable
              ? (event) => {
                  if (event.key === 'Enter' && !fromInnerControl(event)) onRowClick(row);
                }
              : undefined
          }
        >
          {columns.map((column) => (
            <Table.Td key={column.key} ta={column.align}>
              {column.render ? column.render(row, index) : defaultCell(row, column.key, t)}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  }

  const from = firstIndex + 1;
  const to = firstIndex + rows.length;
  const rangeVisible = showRange && total !== undefined && total > 0 && rows.length > 0 && !loading && !hasError;
  const paginationVisible = onPageChange !== undefined && pageCount > 1 && !hasError;

  return (
    <div className={classes.root}>
      {/* A table wider than the screen scrolls sideways: its scroller takes keyboard focus so arrow keys can scroll it. */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption ?? t('common.table') } }}>
        <Table
          highlightOnHover={onRowClick !== undefined}
          horizontalSpacing={horizontalSpacing}
          withTableBorder
          captionSide="top"
          aria-busy={loading || undefined}
        >
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(rangeVisible || paginationVisible) && (
        <div className={classes.footer}>
          {rangeVisible && total !== undefined ? (
            <PageRange from={from} to={to} total={total} />
          ) : (
            <span />
          )}
          {paginationVisible && onPageChange && (
            <Pagination page={page} pageCount={pageCount} onChange={onPageChange} />
          )}
        </div>
      )}
    </div>
  );
}
