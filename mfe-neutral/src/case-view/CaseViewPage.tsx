import { Button, Card, Grid, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { canRecordProceedings, caseKindOf, errorMessage, printPdfUrl, useSessionStore, type CaseKind } from 'shared-api';
import {
  CaseDetailsPanel,
  CaseHeader,
  CaseStatusPanel,
  CaseTimeline,
  DocumentsList,
  ExtensionPanel,
  ErrorState,
  HearingTabs,
  PageLoader,
  PartiesTables,
  StatutoryClockPanel,
  CaseServicePanel,
  useCaseService,
  useCase,
  useCaseHearings,
} from 'shared-ui';
import { KIND } from '../api/case-kind';
import type { CaseRecord } from '../api/types';
import { AcceptCaseModal } from '../cases/AcceptCaseModal';
import { AssignNeutralModal } from '../cases/AssignNeutralModal';
import { CASE_MANAGER, canManageCases, isNeutral, useRole } from '../common/roles';
import { CorrectStageDialog } from '../consistency/CorrectStageDialog';
import { AddDocumentButton } from '../documents/AddDocumentButton';
import { CaseStepper } from './CaseStepper';
import { ConversionButton } from './ConversionButton';
import { LegalHoldButton } from './LegalHoldButton';
import { StageMover } from './StageMover';
import { StatutoryClockActions } from './StatutoryClockActions';
import { StepPanel } from './StepPanel';
import { stepViewOf } from './step-navigation';
import { useTranslation } from './i18n';

/** The neutral's case view (/arbitrationview/:id, /mediationview/:id): overview, stepper, documents. */
export function CaseViewPage({ kind }: { kind: CaseKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const role = useRole();
  const email = useSessionStore((state) => state.email);
  const query = useCase(caseName);
  const hearings = useCaseHearings(caseName);
  const service = useCaseService(caseName);
  const [viewed, setViewed] = useState<number | undefined>(undefined);
  const [tab, setTab] = useState<string | null>('management');
  const [dialog, setDialog] = useState<'accept' | 'assign' | 'correct' | null>(null);

  if (caseKindOf(caseName) !== kind) {
    return <ErrorState title={t('caseView.notFound.title')} message={t('caseView.notFound.message', { name: caseName || t('caseView.notFound.this'), kind })} />;
  }
  if (query.isPending) return <PageLoader label={t('caseView.loading')} />;
  if (query.isError) {
    return <ErrorState title={t('caseView.loadFailed')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  const caseRecord = query.data as CaseRecord;
  const stage = caseRecord.stage ?? 'Draft';
  // A Draft is run only once accepted; a Completed case is closed (the server holds the same rule).
  const editable = canManageCases(role) && canRecordProceedings(stage);
  const view = stepViewOf({ ...caseRecord, stage }, viewed);
  const assigned = Boolean(kind === 'claim' ? caseRecord.arbitrator : caseRecord.mediator_email_id);
  const actions =
    stage !== 'Draft' ? (
      <Group gap="xs">
        <Button component={Link} to={`/dispatch/${encodeURIComponent(caseRecord.name)}`} variant="light">
          {t('caseView.dispatches')}
        </Button>
        {canManageCases(role) && <ConversionButton kind={kind} caseRecord={caseRecord} />}
        {role === CASE_MANAGER && (
          <Button variant="default" onClick={() => setDialog('correct')}>
            {t('caseView.correctStage')}
          </Button>
        )}
        {role === CASE_MANAGER && <LegalHoldButton caseRecord={caseRecord} />}
      </Group>
    ) : role === CASE_MANAGER ? (
      <Group gap="xs">
        <Button onClick={() => setDialog('assign')}>{t(assigned ? 'caseView.reassign' : 'caseView.assign')}</Button>
        <LegalHoldButton caseRecord={caseRecord} />
      </Group>
    ) : isNeutral(role) && assigned ? (
      <Button onClick={() => setDialog('accept')}>{t('caseView.accept')}</Button>
    ) : null;

  return (
    <Stack gap="md">
      <CaseHeader caseDoc={caseRecord} hearings={hearings.data} backTo={KIND[kind].listPath} actions={actions} />
      <AcceptCaseModal kind={kind} caseRecord={dialog === 'accept' ? caseRecord : null} onClose={() => setDialog(null)} />
      <AssignNeutralModal kind={kind} caseRecord={dialog === 'assign' ? caseRecord : null} onClose={() => setDialog(null)} />
      <CorrectStageDialog target={dialog === 'correct' ? { kind, name: caseRecord.name, stage } : null} onClose={() => setDialog(null)} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="management">{t('caseView.tab.management')}</Tabs.Tab>
          <Tabs.Tab value="overview">{t('caseView.tab.overview')}</Tabs.Tab>
          <Tabs.Tab value="hearings">{t('caseView.tab.hearings')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('caseView.tab.documents')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('caseView.tab.history')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="management" pt="md">
          <Stack gap="md">
            {editable && (
              <Card withBorder radius="md" padding="md">
                <StageMover kind={kind} caseName={caseRecord.name} stage={stage} />
              </Card>
            )}
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Card withBorder radius="md" padding="md">
                  <CaseStepper view={view} onView={setViewed} />
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Card withBorder radius="md" padding="md">
                  <StepPanel
                    key={view.viewed}
                    kind={kind}
                    caseRecord={caseRecord}
                    label={view.steps[view.viewed]}
                    index={view.viewed}
                    count={view.steps.length}
                    editable={editable}
                  />
                </Card>
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <CaseStatusPanel caseDoc={caseRecord} hearings={hearings.data} />
            <StatutoryClockPanel
              caseDoc={caseRecord}
              service={service.data?.clock}
              actions={kind === 'claim' && (role === CASE_MANAGER || (isNeutral(role) && caseRecord.arbitrator === email)) ? <StatutoryClockActions caseRecord={caseRecord} /> : undefined}
            />
            <CaseServicePanel
              caseName={caseRecord.name}
              evidenceHref={
                role === CASE_MANAGER || (isNeutral(role) && (kind === 'claim' ? caseRecord.arbitrator : caseRecord.mediator_email_id) === email)
                  ? printPdfUrl('Service Notice', caseRecord.name, 'Service Evidence', { download: true })
                  : undefined
              }
            />
            {kind === 'dispute' && <ExtensionPanel caseDoc={caseRecord} party="neutral" />}
            <PartiesTables claimants={caseRecord.claimant_table} respondents={caseRecord.respondent_table} />
            <CaseDetailsPanel caseDoc={caseRecord} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="hearings" pt="md">
          <HearingTabs
            caseName={caseRecord.name}
            renderActions={
              editable
                ? () => (
                    <Group>
                      <Button component={Link} to={`/hearing/${encodeURIComponent(caseRecord.name)}`} variant="light" size="xs">
                        {t('caseView.scheduleHearings')}
                      </Button>
                    </Group>
                  )
                : undefined
            }
          />
        </Tabs.Panel>

        <Tabs.Panel value="documents" pt="md">
          <DocumentsList
            caseName={caseRecord.name}
            allowAddFiles={stage !== 'Completed'}
            toolbar={<AddDocumentButton caseName={caseRecord.name} stage={stage} />}
          />
        </Tabs.Panel>

        <Tabs.Panel value="history" pt="md">
          <CaseTimeline caseName={caseRecord.name} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function ArbitrationViewPage() {
  return <CaseViewPage kind="claim" />;
}

export function MediationViewPage() {
  return <CaseViewPage kind="dispute" />;
}
