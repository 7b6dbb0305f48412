import { Anchor, Stack } from '@mantine/core';
import { fileDisplayName, fileDownloadUrl, formatDate, textOrNull, yesNo } from 'shared-api';
import { DetailList } from 'shared-ui';
import type { CaseRecord } from '../api/types';
import { useTranslation } from './i18n';

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
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <DetailList
        columns={2}
        items={[
          { label: t('caseView.consent.consent'), value: textOrNull(caseRecord.consent) },
          { label: t('caseView.consent.disclosure'), value: textOrNull(caseRecord.disclosure) },
          { label: t('caseView.consent.consentDocument'), value: fileLink(caseRecord.consent_document as string | null | undefined) },
          { label: t('caseView.consent.disclosureDocument'), value: fileLink(caseRecord.disclosure_document as string | null | undefined) },
          { label: t('caseView.consent.dispatched'), value: yesNo(caseRecord.consent_and_disclosure_dispatch as number | undefined) },
          { label: t('caseView.consent.acceptanceDate'), value: formatDate(caseRecord.acceptance_date) },
        ]}
      />
    </Stack>
  );
}
