import { Button, Group, Paper, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { getPrivacyNotice, recordConsent } from 'shared-api/privacy';
import { notify } from 'shared-ui';
import { useTranslation } from '../i18n';
import { noticeLanguage, PrivacyNoticeText, WRAPPING_BUTTON } from './PrivacyNotice';

export const PRIVACY_NOTICE_QUERY = ['privacy-notice'] as const;

/**
 * At the respondent's first login (and at each later one until they agree), the privacy notice of
 * the DPDP Act 2023 (s. 5) above the case; agreeing records consent to its version (s. 6). It sits
 * in the page, never over it: the respondent is a party and reads the case whatever they answer.
 */
export function PrivacyNoticeGate() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [closed, setClosed] = useState(false);
  const notice = useQuery({ queryKey: PRIVACY_NOTICE_QUERY, queryFn: ({ signal }) => getPrivacyNotice(undefined, { signal }) });
  const agree = useMutation({
    mutationFn: () => recordConsent(notice.data!.version, noticeLanguage()),
    onSuccess: () => {
      notify.success(t('case.privacy.agreed'));
      void client.invalidateQueries({ queryKey: PRIVACY_NOTICE_QUERY });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const text = notice.data?.notice?.[noticeLanguage()];
  if (!notice.data || !text || notice.data.consented || closed) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="privacy-notice-title">
      <Title order={2} size="h4" id="privacy-notice-title" mb="xs">
        {text.title}
      </Title>
      <PrivacyNoticeText reply={notice.data} withTitle={false} />
      <Group justify="flex-end" mt="md" wrap="wrap">
        <Button variant="default" onClick={() => setClosed(true)}>
          {t('case.privacy.later')}
        </Button>
        <Button loading={agree.isPending} onClick={() => agree.mutate()} styles={WRAPPING_BUTTON}>
          {text.agree}
        </Button>
      </Group>
    </Paper>
  );
}
