import { Stack } from '@mantine/core';
import type { CaseDoc } from 'shared-api';
import { CaseDetailsPanel, CaseStatusPanel, PartiesTables, useCaseHearings } from 'shared-ui';

/** SPEC §2 Overview: case status, the parties and the case details (Nil when missing, Ex-parte by default). */
export function OverviewTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const hearings = useCaseHearings(caseDoc.name);
  return (
    <Stack gap="lg">
      <CaseStatusPanel caseDoc={caseDoc} hearings={hearings.data} />
      <PartiesTables claimants={caseDoc.claimant_table} respondents={caseDoc.respondent_table} />
      <CaseDetailsPanel caseDoc={caseDoc} />
    </Stack>
  );
}
