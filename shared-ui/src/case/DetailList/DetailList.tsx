/// <reference path="../../css-modules.d.ts" />
import type { ReactNode } from 'react';
import * as classes from './DetailList.module.css';
import { useTranslation } from '../../i18n/kit';

export interface DetailItem {
  label: string;
  /** null, undefined or '' shows the placeholder. */
  value: ReactNode;
  /** Shown in red (e.g. a due date within 10 days). */
  alert?: boolean;
}

export interface DetailListProps {
  items: DetailItem[];
  /** Default 'Nil' (SPEC §2), in the reader's language. */
  placeholder?: string;
  /** Columns from the small breakpoint up; phones always get one. Default 3. */
  columns?: 1 | 2 | 3;
  'aria-label'?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** Label / value pairs of a read-only panel as a description list, one column on phones. */
export function DetailList({ items, placeholder, columns = 3, 'aria-label': ariaLabel }: DetailListProps) {
  const { t } = useTranslation();
  return (
    <dl className={classes.list} data-columns={columns} aria-label={ariaLabel}>
      {items.map((item) => (
        <div key={item.label} className={classes.item}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value} data-alert={item.alert || undefined}>
            {isEmpty(item.value) ? (placeholder ?? t('kit.nil')) : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
