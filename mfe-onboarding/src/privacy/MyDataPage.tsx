import { Badge, Button, Container, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatDate, todayInIndia, type DataRequest } from 'shared-api';
import { DATA_REQUEST_KINDS, downloadMyData, fileDataRequest, getPrivacyNotice, myDataRequests, recordConsent, type DataRequestKind } from 'shared-api/privacy';
import { EmptyState, ErrorState, notify, PageLoader } from 'shared-ui';
import { useTranslation } from '../wizard/i18n';

const NOTICE_QUERY = ['privacy-notice'] as const;
const REQUESTS_QUERY = ['my-data-requests'] as const;
const indianDate = (iso: string) => formatDate(todayInIndia(new Date(iso))) ?? '';

/**
 * /mydata (DPDP Act 2023): a signed-in user's privacy notice and consent (ss. 5-6), a copy of
 * their data (s. 11), requests for correction or erasure (s. 12) or a grievance (s. 13), and their
 * requests with the date each answer is due (90 days, DPDP Rules 2025 rule 14(3)).
 */
export function MyDataPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notice = useQuery({ queryKey: NOTICE_QUERY, queryFn: ({ signal }) => getPrivacyNotice(undefined, { signal }) });
  const requests = useQuery({ queryKey: REQUESTS_QUERY, queryFn: ({ signal }) => myDataRequests(undefined, { signal }) });
  const agree = useMutation({
    mutationFn: () => recordConsent(notice.data!.version, 'en'),
    onSuccess: () => {
      notify.success(t('wizard.mydata.agreed'));
      void client.invalidateQueries({ queryKey: NOTICE_QUERY });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const download = useMutation({
    mutationFn: () => downloadMyData(),
    onSuccess: (data) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'my-data.json';
      link.click();
      URL.revokeObjectURL(url);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (notice.isPending) return <PageLoader label={t('wizard.mydata.loading')} />;
  if (notice.isError) return <ErrorState message={errorMessage(notice.error)} onRetry={() => void notice.refetch()} />;
  const text = notice.data.notice.en;
  const grievance = notice.data.grievance;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('wizard.mydata.title')}
        </Title>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mydata-notice">
          <Title order={2} size="h4" id="mydata-notice" mb="xs">
            {text.title}
          </Title>
          <Stack gap="xs">
            {text.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
            <Text size="sm" fw={600}>
              {grievance ? t('wizard.mydata.grievance', { name: grievance.name, email: grievance.email }) : t('wizard.mydata.noGrievance')}
            </Text>
          </Stack>
          <Group mt="md" wrap="wrap">
            {notice.data.consented ? (
              <Badge color="teal" variant="light">
                {t('wizard.mydata.consented')}
              </Badge>
            ) : (
              <Button loading={agree.isPending} onClick={() => agree.mutate()} styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}>
                {text.agree}
              </Button>
            )}
            <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
              {t('wizard.mydata.download')}
            </Button>
          </Group>
        </Paper>
        <RequestForm onFiled={() => void client.invalidateQueries({ queryKey: REQUESTS_QUERY })} />
        <Stack gap="xs" component="section" aria-labelledby="mydata-requests">
          <Title order={2} size="h4" id="mydata-requests">
            {t('wizard.mydata.mine')}
          </Title>
          {requests.isPending ? (
            <PageLoader />
          ) : requests.isError ? (
            <ErrorState message={errorMessage(requests.error)} onRetry={() => void requests.refetch()} />
          ) : requests.data.length === 0 ? (
            <EmptyState title={t('wizard.mydata.none')} />
          ) : (
            requests.data.map((request) => <RequestRow key={request.name} request={request} />)
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

function RequestRow({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600}>
        {t('wizard.mydata.row', { name: request.name, kind: t(`wizard.mydata.kind.${request.kind}`), date: indianDate(request.filed_at) })}
      </Text>
      <Text size="sm">
        {request.status === 'Open'
          ? t('wizard.mydata.due', { date: indianDate(request.due_by) })
          : t(`wizard.mydata.status.${request.status}`, { date: request.answered_at ? indianDate(request.answered_at) : '' })}
      </Text>
      {request.answer ? <Text size="sm">{t('wizard.mydata.answer', { answer: request.answer })}</Text> : null}
    </Paper>
  );
}

function RequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DataRequestKind>('Access');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const file = useMutation({
    mutationFn: () => fileDataRequest(kind, details.trim()),
    onSuccess: (request) => {
      notify.success(t('wizard.mydata.sent', { name: request.name, date: indianDate(request.due_by) }));
      setDetails('');
      onFiled();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind !== 'Access' && details.trim() === '') return setProblem(t('wizard.mydata.detailsNeeded'));
        setProblem(null);
        file.mutate();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('wizard.mydata.ask')}
        </Title>
        <Radio.Group value={kind} onChange={(value) => setKind(value as DataRequestKind)} label={t('wizard.mydata.kind')}>
          <Stack gap={6} mt={6}>
            {DATA_REQUEST_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`wizard.mydata.kind.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t('wizard.mydata.details')} value={details} onChange={(event) => setDetails(event.currentTarget.value)} maxLength={2000} autosize minRows={3} error={problem} />
        <Group>
          <Button type="submit" loading={file.isPending}>
            {t('wizard.mydata.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
