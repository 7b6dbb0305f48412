import { Badge, Button, Container, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatDate, todayInIndia, type DataRequest } from 'shared-api';
import { answerDataRequest, listDataRequests } from 'shared-api/privacy';
import { EmptyState, ErrorState, notify, PageLoader } from 'shared-ui';
import { useTranslation } from '../wizard/i18n';

const QUERY = ['data-requests'] as const;
const indianDate = (iso: string) => formatDate(todayInIndia(new Date(iso))) ?? '';

/**
 * /datarequests (case manager): every request under the DPDP Act 2023 (ss. 11-13), open ones first
 * with their due dates (90 days, DPDP Rules 2025 rule 14(3)) and the overdue marked; each answered
 * once, completed or refused, with the answer the person reads. Completing an erasure erases what
 * the law does not keep; the server refuses it for case records, saying why.
 */
export function DataRequestsPage() {
  const { t } = useTranslation();
  const requests = useQuery({ queryKey: QUERY, queryFn: ({ signal }) => listDataRequests(undefined, undefined, { signal }) });
  if (requests.isPending) return <PageLoader label={t('wizard.requests.loading')} />;
  if (requests.isError) return <ErrorState message={errorMessage(requests.error)} onRetry={() => void requests.refetch()} />;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('wizard.requests.title')}
        </Title>
        {requests.data.length === 0 ? (
          <EmptyState title={t('wizard.requests.none')} />
        ) : (
          requests.data.map((request) => <RequestCard key={request.name} request={request} />)
        )}
      </Stack>
    </Container>
  );
}

function RequestCard({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<'Completed' | 'Refused'>('Completed');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => answerDataRequest(request.name, status, answer.trim()),
    onSuccess: () => {
      notify.success(t('wizard.requests.answered', { name: request.name }));
      void client.invalidateQueries({ queryKey: QUERY });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const fieldId = `answer-${request.name}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={request.name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t('wizard.requests.head', { name: request.name, kind: t(`wizard.mydata.kind.${request.kind}`), who: request.subject ?? '' })}</Text>
          {request.overdue ? <Badge color="red">{t('wizard.requests.overdue')}</Badge> : null}
        </Group>
        <Text size="sm">{t('wizard.requests.filed', { filed: indianDate(request.filed_at), due: indianDate(request.due_by) })}</Text>
        {request.details ? <Text size="sm">{request.details}</Text> : null}
        {request.status === 'Open' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (answer.trim() === '') return setProblem(t('wizard.requests.answerNeeded'));
              setProblem(null);
              save.mutate();
            }}
          >
            <Stack gap="xs">
              <Radio.Group value={status} onChange={(value) => setStatus(value as 'Completed' | 'Refused')} label={t('wizard.requests.outcome')}>
                <Group gap="md" mt={4}>
                  <Radio value="Completed" label={t('wizard.requests.complete')} />
                  <Radio value="Refused" label={t('wizard.requests.refuse')} />
                </Group>
              </Radio.Group>
              <Textarea id={fieldId} label={t('wizard.requests.answer')} value={answer} onChange={(event) => setAnswer(event.currentTarget.value)} maxLength={2000} autosize minRows={2} error={problem} />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('wizard.requests.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm">
            {t(`wizard.mydata.status.${request.status}`, { date: request.answered_at ? indianDate(request.answered_at) : '' })} {request.answer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
