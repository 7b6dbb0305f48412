import { Button, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, caseDoctypeOf, errorMessage, type CaseDoc } from 'shared-api';
import { caseKeys, notify } from 'shared-ui';
import { useTranslation } from './i18n';

/**
 * SPEC §4: while the notice is issued, the respondent confirms having read the statement of claim;
 * the server records it and moves the case on to Consent And Disclosure Dispatch (the one stage
 * move a respondent makes).
 */
export function StatementAcknowledgement({ caseDoc }: { caseDoc: CaseDoc }) {
  const queryClient = useQueryClient();
  const doctype = caseDoctypeOf(caseDoc.name);
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: () => api.updateDoc(doctype!, caseDoc.name, { statement_of_claim: 1 }),
    onSuccess: async () => {
      notify.success(t(doctype === 'Dispute' ? 'case.statement.disputeUpdated' : 'case.statement.claimUpdated'));
      await queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseDoc.name) });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (!doctype || caseDoc.stage !== 'Issuance of Notice') return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>
          {t('case.statement.readFirst', { kind: doctype === 'Dispute' ? 'dispute' : 'claim' })}
        </Text>
        <Button size="md" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('case.statement.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
