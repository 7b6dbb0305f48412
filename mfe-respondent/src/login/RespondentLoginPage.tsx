import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isFrappeError, errorMessage, useSessionStore } from 'shared-api';
import { LanguageSwitch, PageLoader, currentLanguage, notify, translate } from 'shared-ui';
import { useTranslation } from '../i18n';
import { startRespondentSession } from '../session/respondent-session';
import { HelpLine } from './HelpLine';
import { RespondentLoginForm, type RespondentLoginFormValues } from './RespondentLoginForm';
import type { RespondentLoginValues } from './login-schema';
import { requestCode, type CodeSent } from './respondent-access';
import * as classes from './RespondentLogin.module.css';

/**
 * The code step (and Mantine's PinInput) is fetched while the code is being requested, not on the
 * first visit: it keeps the standalone portal's first load within its budget.
 */
const loadOtpStep = () => import('./OtpStep');
const OtpStep = lazy(() => loadOtpStep().then(({ OtpStep: Step }) => ({ default: Step })));

/** Where a logged-in respondent's case opens (SPEC §2). */
export const RESPONDENT_CASE_PATH = '/respondentprofile';

function lookupError(error: unknown): string {
  if (isFrappeError(error) && error.status === 401) return translate('login.error.invalidCredentials');
  // Too many lookups (429): the server's sentence in English, a plain one in other languages.
  // The server's reason and wait stay in its words inside the translated sentence: a borrower must see how long to wait.
  if (isFrappeError(error) && error.status === 429 && currentLanguage() !== 'en') return translate('login.error.tooMany', { message: error.messages[0] ?? error.message });
  // A lock or too many lookups (429), or a malformed field (417): the server's own sentence.
  if (isFrappeError(error) && (error.status === 429 || error.status === 417)) return error.messages[0] ?? error.message;
  return errorMessage(error);
}

/**
 * /Respondentlogin and /Respondentlogin/{id}: the case number + mobile form, then the code sent by
 * SMS; a verified code opens the respondent's case.
 */
export function RespondentLoginPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const openCase = useSessionStore((state) => state.respondentClaimId);
  const [values, setValues] = useState<RespondentLoginFormValues>({
    caseNumber: id ? decodeURIComponent(id).toUpperCase() : '',
    email: '',
    mobile: '',
    kind: 'Respondent',
    role: '',
  });
  const [sent, setSent] = useState<{ caseNumber: string; mobile: string; reply: CodeSent } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation();

  const submit = async (clean: RespondentLoginValues, raw: RespondentLoginFormValues) => {
    setValues(raw);
    setSubmitting(true);
    try {
      const [reply] = await Promise.all([requestCode({ ...clean, language: currentLanguage() }), loadOtpStep()]);
      setSent({ caseNumber: reply.case || clean.caseNumber, mobile: clean.mobile, reply });
    } catch (error) {
      notify.error(lookupError(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={classes.page}>
      <Paper className={classes.card} withBorder radius="md" p="lg" shadow="xs">
        <Stack gap="md">
          {!openCase && (
            <div className={classes.languages}>
              <LanguageSwitch />
            </div>
          )}
          <div>
            <Title order={1} size="h2">
              {sent ? t('otp.title') : t('login.title')}
            </Title>
            {!sent && (
              <Text size="sm" c="dimmed" mt={4}>
                {t('login.intro')}
              </Text>
            )}
          </div>
          {!sent && openCase && (
            <Alert color="navy" p="sm">
              {t('login.loggedIn', { caseNumber: openCase })}{' '}
              <Anchor component={Link} to={RESPONDENT_CASE_PATH} fw={600}>
                {t('login.openIt')}
              </Anchor>
            </Alert>
          )}
          {sent ? (
            <Suspense fallback={<PageLoader />}>
              <OtpStep
                caseNumber={sent.caseNumber}
                mobile={sent.mobile}
                sent={sent.reply}
                onChangeDetails={() => setSent(null)}
                onVerified={(verified) => {
                  startRespondentSession(verified);
                  navigate(RESPONDENT_CASE_PATH, { replace: true });
                }}
              />
            </Suspense>
          ) : (
            <RespondentLoginForm initialValues={values} submitting={submitting} onSubmit={submit} />
          )}
          <HelpLine />
        </Stack>
      </Paper>
    </div>
  );
}
