import { Tabs } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { caseLinkOf, type CaseDoc } from 'shared-api';
import { AwardPanel, HearingTabs, PageLoader, RegistrationPanel, SettlementPanel } from 'shared-ui';
import { useTranslation } from './i18n';
import { AttachmentsTab } from './AttachmentsTab';
import { CaseManagementTab } from './CaseManagementTab';
import { DocumentsTab } from './DocumentsTab';
import { OverviewTab } from './OverviewTab';
import { PleadingTab } from './pleadings/PleadingTab';
import { PrivacyTab } from './privacy/PrivacyTab';
import * as classes from './RespondentCase.module.css';

// Settling (offers, the UPI request and its QR code) loads when its tab opens, not with the case.
const SettleTab = lazy(() => import(/* webpackChunkName: "respondent-settle" */ './settle/SettleTab').then((module) => ({ default: module.SettleTab })));

// The record of the notices served on the respondent: read rarely, so loaded when its tab opens.
const ServiceTab = lazy(() => import(/* webpackChunkName: "respondent-service" */ './service/ServiceTab').then((module) => ({ default: module.ServiceTab })));

interface Section {
  value: string;
  /** The catalogue id of its label. */
  label: string;
  render: (caseDoc: CaseDoc) => ReactNode;
  /** Only some kinds of case have the section. */
  disputeOnly?: boolean;
}

const SECTIONS: Section[] = [
  { value: 'overview', label: 'case.section.overview', render: (caseDoc) => <OverviewTab caseDoc={caseDoc} /> },
  {
    value: 'settle',
    label: 'case.section.settle',
    render: (caseDoc) => (
      <Suspense fallback={<PageLoader />}>
        <SettleTab caseDoc={caseDoc} />
      </Suspense>
    ),
  },
  { value: 'management', label: 'case.section.management', render: (caseDoc) => <CaseManagementTab caseDoc={caseDoc} /> },
  { value: 'documents', label: 'case.section.documents', render: (caseDoc) => <DocumentsTab caseDoc={caseDoc} /> },
  { value: 'attachments', label: 'case.section.attachments', render: (caseDoc) => <AttachmentsTab caseDoc={caseDoc} /> },
  { value: 'reply', label: 'case.section.reply', render: (caseDoc) => <PleadingTab caseDoc={caseDoc} kind="reply" /> },
  {
    value: 'pleadings',
    label: 'case.section.pleadings',
    render: (caseDoc) => <PleadingTab caseDoc={caseDoc} kind="pleading" />,
  },
  {
    value: 'service',
    label: 'case.section.service',
    render: (caseDoc) => (
      <Suspense fallback={<PageLoader />}>
        <ServiceTab caseDoc={caseDoc} />
      </Suspense>
    ),
  },
  { value: 'hearings', label: 'case.section.hearings', render: (caseDoc) => <HearingTabs caseName={caseDoc.name} /> },
  { value: 'award', label: 'case.section.award', render: (caseDoc) => <AwardPanel caseName={caseDoc.name} /> },
  {
    value: 'settlement',
    label: 'case.section.settlement',
    render: (caseDoc) => <SettlementPanel caseName={caseDoc.name} />,
    disputeOnly: true,
  },
  {
    value: 'registration',
    label: 'case.section.registration',
    render: (caseDoc) => <RegistrationPanel caseName={caseDoc.name} />,
    disputeOnly: true,
  },
  {
    value: 'privacy',
    label: 'case.section.privacy',
    render: () => <PrivacyTab />,
  },
];

/** The respondent's sections of the case as tabs; the open one is kept in the address (?tab=). */
export function CaseSections({ caseDoc }: { caseDoc: CaseDoc }) {
  const [params, setParams] = useSearchParams();
  const isDispute = caseLinkOf(caseDoc.name) === 'dispute';
  const sections = SECTIONS.filter((section) => !section.disputeOnly || isDispute);
  const requested = params.get('tab');
  const { t } = useTranslation();
  const active = sections.some((section) => section.value === requested) ? (requested as string) : 'overview';

  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (!value) return;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          },
          { replace: true },
        );
      }}
      keepMounted={false}
    >
      <Tabs.List className={classes.tabList} aria-label={t('case.sections')}>
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value} className={classes.tab}>
            {t(section.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value} className={classes.panel}>
          {section.render(caseDoc)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
