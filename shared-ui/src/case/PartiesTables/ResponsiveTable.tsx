/// <reference path="../../css-modules.d.ts" />
import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DASH } from 'shared-api';
import { CardList } from '../../CardList';
import * as classes from './ResponsiveTable.module.css';
import { useTranslation } from '../../i18n/kit';

export interface ResponsiveColumn<Row> {
  key: string;
  header: string;
  /** The cell's text; null or '' shows '-'. */
  value: (row: Row, index: number) => ReactNode;
  /**
   * On a phone card: 'field' (default) a labelled line, 'hidden' when the card's title already
   * says it (Sl No, the name), 'footer' for actions, unlabelled at the card's foot.
   */
  inCard?: 'field' | 'hidden' | 'footer';
  /** Long unbroken values (e-mails) may break anywhere instead of widening the table. */
  breakAnywhere?: boolean;
}

export type TableLayout = 'auto' | 'table' | 'cards';

export interface ResponsiveTableProps<Row> {
  caption: string;
  columns: ResponsiveColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /** The heading of a row's card on phones, e.g. "Respondent 1 · Borrower". */
  cardTitle: (row: Row, index: number) => ReactNode;
  /** 'auto' (default): cards below 62em (phones and tablets), a table above. */
  layout?: TableLayout;
  emptyText?: string;
}

/**
 * Below this width rows become stacked cards: a phone or tablet never scrolls sideways (nine
 * columns of the respondent table need about 830 px).
 */
export const CARDS_QUERY = '(max-width: 61.99em)';

const cell = (value: ReactNode) => (value === null || value === undefined || value === '' ? DASH : value);

/** A read-only table that turns into one card per row on phones. */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  cardTitle,
  layout = 'auto',
  emptyText,
}: ResponsiveTableProps<Row>) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const asCards = layout === 'cards' || (layout === 'auto' && narrow);

  if (rows.length === 0) {
    return (
      <div className={classes.empty} role="group" aria-label={caption}>
        <Text c="dimmed">{emptyText ?? t('kit.noData')}</Text>
      </div>
    );
  }

  if (asCards) {
    return (
      <CardList aria-label={caption}>
        {rows.map((row, index) => (
          <li key={getRowKey(row, index)} className={classes.card}>
            <Text fw={700} className={classes.cardTitle}>
              {cardTitle(row, index)}
            </Text>
            <dl className={classes.fields}>
              {columns
                .filter((column) => (column.inCard ?? 'field') === 'field')
                .map((column) => (
                  <div key={column.key} className={classes.field}>
                    <dt className={classes.label}>{column.header}</dt>
                    <dd className={classes.value}>{cell(column.value(row, index))}</dd>
                  </div>
                ))}
            </dl>
            {columns.some((column) => column.inCard === 'footer') && (
              <div className={classes.cardFooter}>
                {columns
                  .filter((column) => column.inCard === 'footer')
                  .map((column) => (
                    <div key={column.key}>{column.value(row, index)}</div>
                  ))}
              </div>
            )}
          </li>
        ))}
      </CardList>
    );
  }

  // A table wider than its column (a narrow side panel) scrolls inside its own box, never the page.
  return (
    <div className={classes.scroll}>
      <Table withTableBorder striped className={classes.table} captionSide="top">
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" className={classes.th}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={getRowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key} className={column.breakAnywhere ? classes.breakAnywhere : classes.td}>
                  {cell(column.value(row, index))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
