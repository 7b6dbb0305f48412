/// <reference path="../css-modules.d.ts" />
import { Button } from '@mantine/core';
import { useTranslation } from '../i18n/common';
import { PAGE_MARGIN, PAGE_RANGE, pageItems } from './page-items';
import * as classes from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  onChange: (page: number) => void;
  /** Pages always shown at each end; default 2. */
  margin?: number;
  /** Pages shown around the current one; default 5. */
  range?: number;
  /** Accessible name of the navigation landmark; default 'Pagination' in the reader's language. */
  label?: string;
  className?: string;
}

/**
 * Prev, page numbers with breaks, Next (SPEC §2 "Shared pieces"). Renders nothing when there is
 * one page or none.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  margin = PAGE_MARGIN,
  range = PAGE_RANGE,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };

  return (
    <nav aria-label={label ?? t('common.pages')} className={className ? `${classes.root} ${className}` : classes.root}>
      <ul className={classes.list}>
        <li>
          <Button variant="default" size="sm" disabled={current === 1} onClick={() => go(current - 1)}>
            {t('common.prev')}
          </Button>
        </li>
        {pageItems(current, pageCount, { margin, range }).map((item) =>
          item.type === 'break' ? (
            <li key={item.key} className={classes.break} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                className={classes.page}
                size="sm"
                variant={item.page === current ? 'filled' : 'default'}
                aria-label={t('common.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="default" size="sm" disabled={current === pageCount} onClick={() => go(current + 1)}>
            {t('common.next')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
