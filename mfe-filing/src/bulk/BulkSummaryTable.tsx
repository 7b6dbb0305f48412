import { Badge, Box, Group, SegmentedControl, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { describeIssue } from 'shared-api/bulk';
import * as classes from './BulkCasePage.module.css';
import { useTranslation } from './i18n';
import type { SummaryRow } from './summary';

type Filter = 'all' | 'valid' | 'invalid';

const COLUMNS = ['slNo', 'agreement', 'dateOfAgreement', 'claimant', 'lawyer', 'respondent', 'check'] as const;
const ROW_HEIGHT = 56;

/**
 * SPEC §2 Case Summary table, virtualized so 100,000 rows scroll smoothly: only the rows in
 * sight are in the page. Each invalid row lists its problems by column.
 */
export function BulkSummaryTable({ rows, validCount, invalidCount }: { rows: readonly SummaryRow[]; validCount: number; invalidCount: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(invalidCount > 0 ? 'invalid' : 'all');
  const shown = useMemo(() => (filter === 'all' ? rows : rows.filter((row) => (filter === 'valid' ? row.issues.length === 0 : row.issues.length > 0))), [rows, filter]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  return (
    <Box>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label={t('filing.bulk.table.filter')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: t('filing.bulk.table.all', { count: rows.length }) },
            { value: 'valid', label: t('filing.bulk.table.valid', { count: validCount }) },
            { value: 'invalid', label: t('filing.bulk.table.invalid', { count: invalidCount }) },
          ]}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('filing.bulk.table.showing', { shown: shown.length, total: rows.length })}
        </Text>
      </Group>
      <div ref={scrollRef} className={classes.scroller} tabIndex={0} role="region" aria-label={t('filing.bulk.table.region')}>
        <div role="table" aria-label={t('filing.bulk.table.label')} aria-rowcount={shown.length + 1} className={classes.table}>
          <div role="rowgroup" className={classes.head}>
            <div role="row" aria-rowindex={1} className={classes.row}>
              {COLUMNS.map((column) => (
                <div role="columnheader" key={column} className={classes.cell}>
                  {t(`filing.bulk.column.${column}`)}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize() }} className={classes.body}>
            {shown.length === 0 && (
              <div role="row" className={classes.row}>
                <div role="cell" className={classes.cell}>
                  {t('filing.bulk.table.empty')}
                </div>
              </div>
            )}
            {virtualizer.getVirtualItems().map((item) => {
              const row = shown[item.index];
              return (
                <div
                  role="row"
                  key={row.rowNumber}
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.row}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <div role="cell" className={classes.cell}>{row.rowNumber}</div>
                  <div role="cell" className={classes.cell}>{row.agreement || '-'}</div>
                  <div role="cell" className={classes.cell}>{row.dateOfAgreement || '-'}</div>
                  <div role="cell" className={classes.cell}>{row.claimant || '-'}</div>
                  <div role="cell" className={classes.cell}>{row.lawyer || '-'}</div>
                  <div role="cell" className={classes.cell}>{row.respondent || '-'}</div>
                  <div role="cell" className={classes.cell}>
                    {row.issues.length === 0 ? (
                      <Badge color="green" variant="light">{t('filing.bulk.table.validRow')}</Badge>
                    ) : (
                      <ul className={classes.issues}>
                        {row.issues.map((issue) => (
                          <li key={issue.column}>{describeIssue(issue)}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </Box>
  );
}
