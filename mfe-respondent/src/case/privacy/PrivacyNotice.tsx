import { Stack, Text, Title } from '@mantine/core';
import type { PrivacyNoticeReply } from 'shared-api';
import { currentLanguage } from 'shared-ui';
import { useTranslation } from '../i18n';

/** The notice in the language the respondent reads the portal in (English otherwise), with the grievance officer. */
export function PrivacyNoticeText({ reply, withTitle = true }: { reply: PrivacyNoticeReply; withTitle?: boolean }) {
  const { t } = useTranslation();
  const notice = reply.notice[currentLanguage() === 'hi' ? 'hi' : 'en'];
  return (
    <Stack gap="xs">
      {withTitle ? <Title order={3}>{notice.title}</Title> : null}
      {notice.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      <Text size="sm" fw={600}>
        {reply.grievance
          ? t('case.privacy.grievance', { name: reply.grievance.name, email: reply.grievance.email, phone: reply.grievance.phone ?? '' })
          : t('case.privacy.noGrievance')}
      </Text>
    </Stack>
  );
}

/** The language the notice is shown in, recorded with the consent. */
export const noticeLanguage = (): 'en' | 'hi' => (currentLanguage() === 'hi' ? 'hi' : 'en');

/** The agreement's button holds a whole sentence: it wraps on a phone instead of being cut off. */
export const WRAPPING_BUTTON = { root: { height: 'auto', minHeight: 36, paddingBlock: 8 }, label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };
