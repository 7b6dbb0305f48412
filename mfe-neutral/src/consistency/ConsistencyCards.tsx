import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, PageRange, Pagination, StageBadge } from 'shared-ui';
import { casePath } from '../api/case-kind';
import type { CaseProblem } from '../api/consistency';
import { useTranslation } from './i18n';
import { ProblemList } from './ProblemList';

interface ConsistencyCardsProps {
  rows: CaseProblem[];
  label: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onCorrect: (row: CaseProblem) => void;
}

/** The inconsistent cases on a phone: one card each, with its problems and Correct stage in reach. */
export function ConsistencyCards({ rows, label, total, page, pageSize, onPageChange, onCorrect }: ConsistencyCardsProps) {
  const { t } = useTranslation();
  const first = (page - 1) * pageSize;
  const pageCount = Math.ceil(total / pageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} id="consistency-cards-label">
        {label}
      </Text>
      <CardList aria-labelledby="consistency-cards-label">
        {rows.map((row) => (
          <li key={row.name}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={casePath(row.name)} fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {row.name}
                  </Anchor>
                  <StageBadge stage={row.stage} size="sm" />
                </Group>
                <Text size="xs" c="dimmed">
                  {t(`consistency.kind.${row.doctype}`)}
                </Text>
                <ProblemList problems={row.problems} />
                <Button size="xs" variant="light" fullWidth aria-label={t('consistency.correctOne', { name: row.name })} onClick={() => onCorrect(row)}>
                  {t('consistency.correct')}
                </Button>
              </Stack>
            </Paper>
          </li>
        ))}
      </CardList>
      <PageRange from={first + 1} to={first + rows.length} total={total} />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={onPageChange} margin={1} range={3} />}
    </Stack>
  );
}
