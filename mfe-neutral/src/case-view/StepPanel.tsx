import { Stack, Text, Title } from '@mantine/core';
import { allowedRecordSaves, checkRecordSave, type CaseKind } from 'shared-api';
import { HearingTabs, RegistrationPanel, SettlementPanel } from 'shared-ui';
import { AwardStep } from '../award/AwardStep';
import type { CaseRecord } from '../api/types';
import { useRole } from '../common/roles';
import { HearingsManager } from '../hearings/HearingsManager';
import { RegistrationEditor } from '../outcomes/RegistrationEditor';
import { PleadingsPanel } from '../pleadings/PleadingsPanel';
import { ConsentStepPanel } from './ConsentStepPanel';
import { SettlementForm } from './SettlementForm';
import { stepContentOf } from './step-panels';
import { useTranslation } from './i18n';

export interface StepPanelProps {
  kind: CaseKind;
  caseRecord: CaseRecord;
  label: string;
  index: number;
  count: number;
  /** The neutral (or case manager) may change this case. */
  editable: boolean;
}

/** The panel of one step of the Case Management stepper. */
export function StepPanel({ kind, caseRecord, label, index, count, editable }: StepPanelProps) {
  const { t } = useTranslation();
  const content = stepContentOf(label);
  const stage = caseRecord.stage ?? 'Draft';
  const role = useRole();
  let body;
  switch (content.kind) {
    case 'consent':
      body = <ConsentStepPanel caseRecord={caseRecord} />;
      break;
    case 'pleading':
      body = <PleadingsPanel doctype={content.doctype} kind={kind} caseName={caseRecord.name} stage={stage} />;
      break;
    case 'hearings':
      body = (
        <HearingsManager
          kind={kind}
          caseName={caseRecord.name}
          hearingTypes={content.hearingTypes}
          editable={editable}
          renderReadOnly={() => <HearingTabs caseName={caseRecord.name} />}
        />
      );
      break;
    case 'award':
      body = <AwardStep caseDoc={caseRecord} />;
      break;
    case 'settlement': {
      // Recording an outcome moves the dispute to it: only the outcomes the stage machine lets the
      // case take now are offered (shared-api's checkRecordSave, which the server applies to the save).
      const outcomes = kind === 'dispute' && editable ? allowedRecordSaves(kind, stage, ['settlement', 'non-settlement'], role) : [];
      body = (
        <Stack gap="lg">
          <SettlementPanel caseName={caseRecord.name} />
          {outcomes.length > 0 ? (
            <SettlementForm caseName={caseRecord.name} outcomes={outcomes} />
          ) : (
            editable &&
            kind === 'dispute' &&
            !['Registration', 'Completed', 'Award', 'Award Dispatched'].includes(stage) && (
              <Text size="sm" c="dimmed">
                {t('caseView.settlement.notYet', { stage })}
              </Text>
            )
          )}
        </Stack>
      );
      break;
    }
    case 'registration':
      body = (
        <Stack gap="md">
          <RegistrationPanel caseName={caseRecord.name} />
          {/* Registration follows a settlement only (SPEC §4), and moves the dispute to Registration. */}
          {editable && kind === 'dispute' && caseRecord.is_settled === 1 && checkRecordSave(kind, stage, 'registration', role).ok && (
            <RegistrationEditor caseName={caseRecord.name} />
          )}
        </Stack>
      );
      break;
    case 'completed':
      body = (
        <Text>
          {t(stage === 'Completed' ? 'caseView.step.completed' : 'caseView.step.notCompleted')}
        </Text>
      );
      break;
  }
  return (
    <section aria-labelledby="step-panel-title">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('caseView.step.position', { index: index + 1, count })}
          </Text>
          <Title order={2} size="h3" id="step-panel-title">
            {label}
          </Title>
        </div>
        {body}
      </Stack>
    </section>
  );
}
