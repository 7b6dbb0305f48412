import type { CaseDoc } from 'shared-api';
import { CaseServicePanel } from 'shared-ui';

/** The notices sent to the signed-in respondent on this case, and whether and when each reached them (the server shows them only their own). */
export function ServiceTab({ caseDoc }: { caseDoc: CaseDoc }) {
  return <CaseServicePanel caseName={caseDoc.name} />;
}
