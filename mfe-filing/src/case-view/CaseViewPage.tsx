import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { canAddDocument, caseKindOf, errorMessage, isFrappeError, useSessionStore, type ArbitrationDocumentDoc, type CaseDoc } from 'shared-api';
import {
  AddDocumentButton,
  AwardPanel,
  CaseAttachments,
  CaseDetailsPanel,
  CaseHeader,
  CaseStatusPanel,
  CaseTimeline,
  DocumentViewDialog,
  DocumentsList,
  ErrorState,
  ExtensionPanel,
  HearingTabs,
  PageLoader,
  PartiesTables,
  RegistrationPanel,
  SettlementPanel,
  StatutoryClockPanel,
  CaseServicePanel,
  AppointmentPanel,
  useCaseService,
  useCase,
  useCaseHearings,
} from 'shared-ui';
import * as classes from './CaseViewPage.module.css';
import { ExecutionKitPanel } from './ExecutionKitPanel';
import { useTranslation } from './i18n';

// The lender's terms load with their tab, not with the case view.
const SettlementTermsPanel = lazy(() => import('../settlement-terms/SettlementTermsPanel').then((module) => ({ default: module.SettlementTermsPanel })));

type TabId = 'overview' | 'documents' | 'hearings' | 'award' | 'terms' | 'settlement' | 'registration' | 'history';

/** The tabs of a claim, and of a dispute (which adds its settlement and registration). */
export function caseViewTabs(kind: 'claim' | 'dispute'): TabId[] {
  return ['overview', 'documents', 'hearings', 'award', 'terms', ...(kind === 'dispute' ? (['settlement', 'registration'] as const) : []), 'history'];
}

/**
 * A claimant's or lawyer's view of one case (/arbitrationview/:id, /mediationview/:id), composed
 * from the shared case kit: header with the title rule and stage, overview, documents, hearings,
 * award (read-only), settlement and registration for disputes, and the case history.
 */
export function CaseViewPage({ listPath }: { listPath: '/arbitration' | '/mediations' }) {
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id).trim().toUpperCase();
  const kind = caseKindOf(caseName);
  const caseQuery = useCase(kind ? caseName : null);
  const { t } = useTranslation();

  if (!kind) {
    return <ErrorState title={t('filing.caseView.notFound')} message={t('filing.caseView.notACaseNumber', { id })} />;
  }
  if (caseQuery.isPending) return <PageLoader label={t('filing.caseView.loading')} />;
  if (caseQuery.isError) {
    const missing = isFrappeError(caseQuery.error) && (caseQuery.error.status === 404 || caseQuery.error.status === 417);
    return (
      <ErrorState
        title={missing ? t('filing.caseView.notFound') : t('filing.caseView.loadFailed')}
        message={missing ? t('filing.caseView.notYours', { caseName }) : errorMessage(caseQuery.error)}
        onRetry={missing ? undefined : () => void caseQuery.refetch()}
      />
    );
  }
  return <CaseView caseDoc={caseQuery.data} kind={kind} listPath={listPath} />;
}

function CaseView({ caseDoc, kind, listPath }: { caseDoc: CaseDoc; kind: 'claim' | 'dispute'; listPath: string }) {
  const [tab, setTab] = useState<TabId>('overview');
  const hearings = useCaseHearings(caseDoc.name);
  const service = useCaseService(caseDoc.name);
  const { t } = useTranslation();

  return (
    <Stack gap="lg">
      <CaseHeader caseDoc={caseDoc} hearings={hearings.data} backTo={listPath} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as TabId)} keepMounted={false} classNames={{ list: classes.tabList }}>
        <Tabs.List aria-label={t('filing.caseView.sections')}>
          {caseViewTabs(kind).map((id) => (
            <Tabs.Tab key={id} value={id} className={classes.tab}>
              {t(`filing.caseView.tab.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="overview" pt="lg">
          <Stack gap="lg">
            <CaseStatusPanel caseDoc={caseDoc} hearings={hearings.data} />
            <StatutoryClockPanel caseDoc={caseDoc} service={service.data?.clock} />
            <AppointmentPanel caseName={caseDoc.name} />
            <CaseServicePanel caseName={caseDoc.name} />
            {kind === 'claim' && <ExecutionKitPanel caseName={caseDoc.name} />}
            {kind === 'dispute' && <ExtensionPanel caseDoc={caseDoc} party="claimant" />}
            <PartiesTables claimants={caseDoc.claimant_table} respondents={caseDoc.respondent_table} />
            <CaseDetailsPanel caseDoc={caseDoc} />
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-papers">
              <Title order={3} id="case-papers" mb="sm">
                {t('filing.caseView.filedPapers')}
              </Title>
              <CaseAttachments rows={caseDoc.case_attachment_documents} />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="lg">
          <CaseDocuments caseDoc={caseDoc} />
        </Tabs.Panel>
        <Tabs.Panel value="hearings" pt="lg">
          <HearingTabs caseName={caseDoc.name} emptyText={t('filing.caseView.noHearing')} />
        </Tabs.Panel>
        <Tabs.Panel value="award" pt="lg">
          <AwardPanel caseName={caseDoc.name} />
        </Tabs.Panel>
        <Tabs.Panel value="terms" pt="lg">
          <Suspense fallback={<PageLoader label={t('filing.caseView.loading')} />}>
            <SettlementTermsPanel caseDoc={caseDoc} />
          </Suspense>
        </Tabs.Panel>
        {kind === 'dispute' && (
          <>
            <Tabs.Panel value="settlement" pt="lg">
              <SettlementPanel caseName={caseDoc.name} />
            </Tabs.Panel>
            <Tabs.Panel value="registration" pt="lg">
              <RegistrationPanel caseName={caseDoc.name} />
            </Tabs.Panel>
          </>
        )}
        <Tabs.Panel value="history" pt="lg">
          <CaseTimeline caseName={caseDoc.name} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * The case's documents. The filing side adds its own (SPEC §2 "Add/View Document dialog") at any
 * stage but Completed, as the server allows every party on the case; files are added later only
 * to a document the user filed (the server lets its author or the neutral change it).
 */
function CaseDocuments({ caseDoc }: { caseDoc: CaseDoc }) {
  const email = useSessionStore((state) => state.email);
  const [viewed, setViewed] = useState<ArbitrationDocumentDoc | null>(null);
  const mine = viewed !== null && Boolean(email) && viewed.owner === email;
  return (
    <>
      <DocumentsList
        caseName={caseDoc.name}
        onView={setViewed}
        toolbar={<AddDocumentButton caseName={caseDoc.name} stage={caseDoc.stage} documentFields={() => ({ user_email_id: email ?? undefined })} />}
      />
      <DocumentViewDialog document={viewed} onClose={() => setViewed(null)} allowAddFiles={canAddDocument(caseDoc.stage) && mine} />
    </>
  );
}

export const ArbitrationViewPage = () => <CaseViewPage listPath="/arbitration" />;
export const MediationViewPage = () => <CaseViewPage listPath="/mediations" />;
