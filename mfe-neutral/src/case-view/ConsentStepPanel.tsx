import { Anchor, Stack } from '@mantine/core';
import { fileDisplayName, fileDownloadUrl, formatDate, textOrNull, yesNo } from 'shared-api';
import { DetailList } from 'shared-ui';
import type { CaseRecord } from '../api/types';

function fileLink(url: string | null | undefined) {
  const href = fileDownloadUrl(url);
  if (!href) return null;
  const label = fileDisplayName({ file_url: url, file_name: null });
  return (
    <Anchor href={href} download={label}>
      {label}
    </Anchor>
  );
}

/** The first step: where consent and disclosure stand (they are recorded on the Consent & Disclosure screen, not built yet). */
export function ConsentStepPanel({ caseRecord }: { caseRecord: CaseRecord }) {
  return (
    <Stack gap="sm">
      <DetailList
        columns={2}
        items={[
          { label: 'Consent', value: textOrNull(caseRecord.consent) },
          { label: 'Disclosure', value: textOrNull(caseRecord.disclosure) },
          { label: 'Consent Document', value: fileLink(caseRecord.consent_document as string | null | undefined) },
          { label: 'Disclosure Document', value: fileLink(caseRecord.disclosure_document as string | null | undefined) },
          { label: 'Consent & Disclosure Dispatched', value: yesNo(caseRecord.consent_and_disclosure_dispatch as number | undefined) },
          { label: 'Acceptance Date', value: formatDate(caseRecord.acceptance_date) },
        ]}
      />
    </Stack>
  );
}
