import type { CaseDoc } from 'shared-api';
import { Stack } from '@mantine/core';
import { AppointmentPanel, CaseServicePanel } from 'shared-ui';

/**
 * The notices sent to the signed-in respondent on this case, and whether and when each reached
 * them (the server shows them only their own), with how the case's neutral was appointed.
 */
export function ServiceTab({ caseDoc }: { caseDoc: CaseDoc }) {
  return (
    <Stack gap="md">
      <AppointmentPanel caseName={caseDoc.name} />
      <CaseServicePanel caseName={caseDoc.name} />
    </Stack>
  );
}
