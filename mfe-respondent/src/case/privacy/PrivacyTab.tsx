import { Badge, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatDate, todayInIndia, type DataRequest } from 'shared-api';
import { DATA_REQUEST_KINDS, downloadMyData, fileDataRequest, getPrivacyNotice, myDataRequests, recordConsent, type DataRequestKind } from 'shared-api/privacy';
import { ErrorState, notify, PageLoader } from 'shared-ui';
import { useTranslation } from '../i18n';
import { noticeLanguage, PrivacyNoticeText, WRAPPING_BUTTON } from './PrivacyNotice';
import { PRIVACY_NOTICE_QUERY } from './PrivacyNoticeGate';

const REQUESTS_QUERY = ['my-data-requests'] as const;
/** A moment as the date it was in India (DD-MM-YYYY). */
const indianDate = (iso: string) => formatDate(todayInIndia(new Date(iso))) ?? '';

/**
 * "Your data" (DPDP Act 2023): the privacy notice and the respondent's consent to it, a copy of
 * their data (s. 11), requests for a correction or erasure (s. 12) or a grievance (s. 13), and
 * their requests with the date each answer is due (90 days, DPDP Rules 2025 rule 14(3)).
 */
export function PrivacyTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const notice = useQuery({ queryKey: PRIVACY_NOTICE_QUERY, queryFn: ({ signal }) => getPrivacyNotice(undefined, { signal }) });
  const requests = useQuery({ queryKey: REQUESTS_QUERY, queryFn: ({ signal }) => myDataRequests(undefined, { signal }) });
  const agree = useMutation({
    mutationFn: () => recordConsent(notice.data!.version, noticeLanguage()),
    onSuccess: () => {
      notify.success(t('case.privacy.agreed'));
      void client.invalidateQueries({ queryKey: PRIVACY_NOTICE_QUERY });
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

  if (notice.isPending) return <PageLoader label={t('case.privacy.loading')} />;
  if (notice.isError) return <ErrorState title={t('case.privacy.loadFailed')} message={errorMessage(notice.error)} onRetry={() => void notice.refetch()} />;
  const text = notice.data.notice[noticeLanguage()];
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <PrivacyNoticeText reply={notice.data} />
        <Group mt="md" wrap="wrap">
          {notice.data.consented ? (
            <Badge color="teal" variant="light">
              {t('case.privacy.consented')}
            </Badge>
          ) : (
            <Button loading={agree.isPending} onClick={() => agree.mutate()} styles={WRAPPING_BUTTON}>
              {text.agree}
            </Button>
          )}
          <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
            {t('case.privacy.download')}
          </Button>
        </Group>
      </Paper>
      <RequestForm onFiled={() => void client.invalidateQueries({ queryKey: REQUESTS_QUERY })} />
      <Stack gap="xs">
        <Title order={4}>{t('case.privacy.mine')}</Title>
        {requests.isPending ? (
          <PageLoader />
        ) : requests.isError ? (
          <ErrorState title={t('case.privacy.loadFailed')} message={errorMessage(requests.error)} onRetry={() => void requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <Text c="dimmed">{t('case.privacy.none')}</Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label={t('case.privacy.mine')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.data.map((request) => (
              <li key={request.name}>
                <RequestRow request={request} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function RequestRow({ request }: { request: DataRequest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600}>
        {t('case.privacy.row', { name: request.name, kind: t(`case.privacy.kind.${request.kind}`), date: indianDate(request.filed_at) })}
      </Text>
      <Text size="sm">
        {request.status === 'Open'
          ? t('case.privacy.due', { date: indianDate(request.due_by) })
          : t(`case.privacy.status.${request.status}`, { date: request.answered_at ? indianDate(request.answered_at) : '' })}
      </Text>
      {request.answer ? <Text size="sm">{t('case.privacy.answer', { answer: request.answer })}</Text> : null}
    </Paper>
  );
}

function RequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DataRequestKind>('Correction');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const file = useMutation({
    mutationFn: () => fileDataRequest(kind, details.trim()),
    onSuccess: (request) => {
      notify.success(t('case.privacy.sent', { name: request.name, date: indianDate(request.due_by) }));
      setDetails('');
      onFiled();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event) => {
      event.preventDefault();
      if (kind !== 'Access' && details.trim() === '') return setProblem(t('case.privacy.detailsNeeded'));
      setProblem(null);
      file.mutate();
    }}>
      <Stack gap="sm">
        <Title order={4}>{t('case.privacy.ask')}</Title>
        <Radio.Group value={kind} onChange={(value) => setKind(value as DataRequestKind)} label={t('case.privacy.kind')}>
          <Stack gap={6} mt={6}>
            {DATA_REQUEST_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`case.privacy.kind.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea label={t('case.privacy.details')} value={details} onChange={(event) => setDetails(event.currentTarget.value)} maxLength={2000} autosize minRows={3} error={problem} />
        <Group>
          <Button type="submit" loading={file.isPending}>
            {t('case.privacy.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
