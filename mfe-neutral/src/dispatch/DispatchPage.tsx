import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { canRecordProceedings, caseKindOf, DISPATCH_KINDS, errorMessage } from 'shared-api';
import { ErrorState, PageLoader, useCase } from 'shared-ui';
import { casePath } from '../api/case-kind';
import type { CaseRecord } from '../api/types';
import { canManageCases, useRole } from '../common/roles';
import { DispatchKindPanel } from './DispatchKindPanel';
import { useTranslation } from './i18n';
import { partiesOf } from './parties';

/** The ?kind= names of the four dispatches, in the order the case meets them. */
const TAB_OF = ['consent', 'fhn', 'shn', 'award'] as const;

/**
 * /dispatch/:id: the four dispatch trackers of a case (consent & disclosure, first hearing notice,
 * second hearing notice with the s.17 order, the award), each with its deliveries per recipient.
 */
export function DispatchPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const [params, setParams] = useSearchParams();
  const role = useRole();
  const query = useCase(caseName);

  if (!caseKindOf(caseName)) return <ErrorState title={t('dispatch.page.notFound')} message={t('dispatch.page.notCase', { name: caseName || t('dispatch.page.this') })} />;
  if (query.isPending) return <PageLoader label={t('dispatch.page.loading')} />;
  if (query.isError) return <ErrorState title={t('dispatch.page.loadFailed')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const caseRecord = query.data as CaseRecord;
  const editable = canManageCases(role) && canRecordProceedings(caseRecord.stage ?? 'Draft');
  const parties = partiesOf(caseRecord);
  const tab = TAB_OF.includes(params.get('kind') as (typeof TAB_OF)[number]) ? (params.get('kind') as string) : 'consent';
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={casePath(caseName)} size="sm">
          {t('dispatch.page.back', { name: caseName })}
        </Anchor>
        <Title order={1} size="h2">
          {t('dispatch.page.title', { name: caseName })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dispatch.page.stage', { stage: caseRecord.stage ?? 'Draft' })}
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => value && setParams({ kind: value }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {DISPATCH_KINDS.map((kind, index) => (
            <Tabs.Tab key={kind.doctype} value={TAB_OF[index]} title={kind.label}>
              {/* Tab labels short enough for a phone. */}
              {t(`dispatch.tab.${TAB_OF[index]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DISPATCH_KINDS.map((kind, index) => (
          <Tabs.Panel key={kind.doctype} value={TAB_OF[index]} pt="md">
            <DispatchKindPanel caseName={caseName} kind={kind} parties={parties} editable={editable} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
