import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { stepForStage, type CaseDoc } from 'shared-api';
import { AwardPanel, CaseStepArrows, CaseStepList, HearingTabs, RegistrationPanel, SettlementPanel, caseStepName, type Translate } from 'shared-ui';
import { AttachmentsTab } from './AttachmentsTab';
import { PleadingTab } from './pleadings/PleadingTab';
import * as classes from './RespondentCase.module.css';
import { useTranslation } from './i18n';

/** What a step of the stepper shows: the part of the case that step is about. */
function stepContent(label: string, caseDoc: CaseDoc, t: Translate): ReactNode {
  if (label === 'Consent & Disclosure') return <AttachmentsTab caseDoc={caseDoc} />;
  if (label === 'Respondent Reply') return <PleadingTab caseDoc={caseDoc} kind="reply" />;
  if (label === 'Additional pleadings') return <PleadingTab caseDoc={caseDoc} kind="pleading" />;
  if (/hearing/i.test(label)) return <HearingTabs caseName={caseDoc.name} />;
  if (label === 'Award') return <AwardPanel caseName={caseDoc.name} />;
  if (/agreement/i.test(label)) return <SettlementPanel caseName={caseDoc.name} />;
  if (label === 'Registration') return <RegistrationPanel caseName={caseDoc.name} />;
  if (label === 'Completed') return <Text>{t('case.step.closed')}</Text>;
  return <Text c="dimmed">{t('case.step.noRecords')}</Text>;
}

/**
 * SPEC §4 "Respondent stepper": the steps of this kind of case (Type One, other arbitration types,
 * mediation) with the case's stage marked; the arrows walk through the steps.
 */
export function CaseManagementTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const { steps, current } = stepForStage({
    name: caseDoc.name,
    stage: caseDoc.stage,
    case_management_type: caseDoc.case_management_type,
    is_settled: caseDoc.is_settled,
    is_nonsettled: caseDoc.is_nonsettled,
  });
  const last = steps.length - 1;
  const [viewed, setViewed] = useState(Math.min(current, last));
  const wide = useMediaQuery('(min-width: 62em)');
  const label = steps[viewed];
  const { t } = useTranslation();

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <CaseStepList
          steps={steps}
          current={current}
          viewed={viewed}
          onView={setViewed}
          orientation={wide ? 'horizontal' : 'vertical'}
          iconSize={28}
          currentLabel={t('case.step.currentStage')}
          aria-label={t('case.step.steps')}
        />
      </Paper>
      <CaseStepArrows viewed={viewed} count={steps.length} onView={setViewed} size={44} iconSize={22}>
        <div className={classes.stepTitle}>
          <Text size="sm" c="dimmed">
            {t('case.step.position', { index: viewed + 1, count: steps.length })}
          </Text>
          <Title order={2} size="h4" data-testid="viewed-step">
            {caseStepName(t, label)}
          </Title>
        </div>
      </CaseStepArrows>
      {viewed > current ? <Text c="dimmed">{t('case.step.notStarted')}</Text> : stepContent(label, caseDoc, t)}
    </Stack>
  );
}
