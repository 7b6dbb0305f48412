import { Stack } from '@mantine/core';
import { caseLinkOf, type CaseDoc } from 'shared-api';
import { CaseDetailsPanel, CaseStatusPanel, ExtensionPanel, PartiesTables, useCaseHearings } from 'shared-ui';

/**
 * SPEC §2 Overview: case status, the extension of a mediation (the respondent may ask for more time),
 * the parties and the case details (Nil when missing, Ex-parte by default).
 */
export function OverviewTab({ caseDoc }: { caseDoc: CaseDoc }) {
  const hearings = useCaseHearings(caseDoc.name);
  return (
    <Stack gap="lg">
      <CaseStatusPanel caseDoc={caseDoc} hearings={hearings.data} />
      {caseLinkOf(caseDoc.name) === 'dispute' && <ExtensionPanel caseDoc={caseDoc} party="respondent" />}
      <PartiesTables claimants={caseDoc.claimant_table} respondents={caseDoc.respondent_table} />
      <CaseDetailsPanel caseDoc={caseDoc} />
    </Stack>
  );
}
