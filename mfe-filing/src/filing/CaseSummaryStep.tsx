import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconSend } from '@tabler/icons-react';
import type { CaseDoc, ClaimantRow, RespondentRow } from 'shared-api';
import { CaseDetailsPanel, PartiesTables } from 'shared-ui';
import { useTranslation } from './i18n';
import { buildCasePayload } from './register-case';
import type { CaseType, ChosenFile, FilingDraft } from './types';

interface CaseSummaryStepProps {
  caseType: CaseType;
  draft: FilingDraft;
  files: ChosenFile[];
  onSubmit: () => void;
  onPay: () => void;
  busy: boolean;
}

/**
 * SPEC §2 Case Summary: the case exactly as it will be registered — details (Nil when missing,
 * day-month-year dates), the claimant and respondent tables (Borrower first, '-' for missing
 * values), the files — then Submit or pay the fee.
 */
export function CaseSummaryStep({ caseType, draft, files, onSubmit, onPay, busy }: CaseSummaryStepProps) {
  const { t } = useTranslation();
  const payload = buildCasePayload(caseType, draft) as Partial<CaseDoc>;
  const ready = draft.claimants.length > 0 && draft.respondents.length > 0;
  return (
    <Stack gap="lg">
      <CaseDetailsPanel caseDoc={payload} kind={caseType === 'Mediation' ? 'dispute' : 'claim'} variant="summary" />
      <PartiesTables
        claimants={payload.claimant_table as ClaimantRow[]}
        respondents={payload.respondent_table as RespondentRow[]}
        headingOrder={3}
      />
      <section aria-labelledby="summary-files">
        <Title order={3} id="summary-files" mb="xs">
          {t('filing.wizard.documents')}
        </Title>
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('filing.wizard.summary.noFiles')}
          </Text>
        ) : (
          <ul>
            {files.map((chosen) => (
              <li key={chosen.id}>
                <Text size="sm">
                  {chosen.file.name} ({chosen.attachmentType})
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>

      {!ready && (
        <Text c="red" role="alert">
          {t('filing.wizard.summary.notReady')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" leftSection={<IconCreditCard size={16} aria-hidden="true" />} onClick={onPay} disabled={!ready || busy}>
          {t('filing.wizard.summary.pay')}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden="true" />} onClick={onSubmit} disabled={!ready || busy}>
          {t('filing.wizard.summary.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
