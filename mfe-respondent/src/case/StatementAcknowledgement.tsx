import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, caseDoctypeOf, errorMessage, formatDate, isFlagSet, type CaseDoc } from 'shared-api';
import { caseKeys, notify } from 'shared-ui';
import { useTranslation } from './i18n';

const NOTICE = 'Issuance of Notice';
const CONSENT_DISPATCH = 'Consent And Disclosure Dispatch';

/**
 * SPEC §4: while the notice is issued, the respondent confirms having read the statement of claim.
 * The server records it and moves the case on to Consent And Disclosure Dispatch once the neutral
 * has recorded consent and disclosure (the stage's record); before that the confirmation is kept
 * and the case waits. The toast says which happened, from the case the server saved, and the
 * panel then tells the respondent what comes next and when they can reply.
 */
export function StatementAcknowledgement({ caseDoc }: { caseDoc: CaseDoc }) {
  const queryClient = useQueryClient();
  const doctype = caseDoctypeOf(caseDoc.name);
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: () => api.updateDoc<CaseDoc>(doctype!, caseDoc.name, { statement_of_claim: 1 }),
    onSuccess: async (saved) => {
      if (saved?.stage === CONSENT_DISPATCH) notify.success(t(doctype === 'Dispute' ? 'case.statement.disputeUpdated' : 'case.statement.claimUpdated'));
      else notify.success(t('case.statement.recorded'));
      await queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseDoc.name) });
    },
    onError: (error) => notify.error(errorMessage(error, t('case.statement.failed'))),
  });

  if (!doctype) return null;
  const kind = doctype === 'Dispute' ? 'dispute' : 'claim';
  const confirmed = isFlagSet(caseDoc.statement_of_claim);
  const atNotice = caseDoc.stage === NOTICE;
  if (!(atNotice || (confirmed && caseDoc.stage === CONSENT_DISPATCH))) return null;

  if (confirmed) {
    // What comes next, and when the reply can be filed (the reply window opens at Awaiting Reply).
    const pleadingsDue = kind === 'claim' ? formatDate(caseDoc.pleadings_due_on) : null;
    return (
      <Alert color="blue" title={t('case.statement.confirmedTitle')}>
        <Stack gap="xs">
          <Text size="sm">
            {t('case.statement.confirmedOn', { kind, date: formatDate(caseDoc.statement_of_claim_date) ?? '' })}
          </Text>
          <Text size="sm">{t(atNotice ? 'case.statement.nextConsent' : 'case.statement.nextDispatch', { kind })}</Text>
          <Text size="sm">{t('case.statement.replyWhen', { kind })}</Text>
          {pleadingsDue && <Text size="sm">{t('case.statement.pleadingsDue', { date: pleadingsDue })}</Text>}
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>{t('case.statement.readFirst', { kind })}</Text>
        <Button size="md" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('case.statement.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
