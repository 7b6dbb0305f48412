import { Badge, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage, isFrappeError, useSessionStore, type CaseDoc } from 'shared-api';
import { CaseHeader, ErrorState, PageLoader, useCase, useCaseHearings } from 'shared-ui';
import { useTranslation } from './i18n';
import { usePortalChrome } from '../session/PortalChrome';
import { useRespondentLogout } from '../session/useRespondentLogout';
import { CaseSections } from './CaseSections';
import { PrivacyNoticeGate } from './privacy/PrivacyNoticeGate';
import * as classes from './RespondentCase.module.css';
import { useRecordLanguage } from '../session/useRecordLanguage';


/** The server no longer knows this respondent (session expired or ended elsewhere). */
function sessionEnded(error: unknown): boolean {
  return isFrappeError(error) && (error.status === 401 || error.status === 403 || error.status === 404);
}

function LogoutButton() {
  const { logout, pending } = useRespondentLogout();
  const { t } = useTranslation();
  return (
    <Button variant="default" loading={pending} onClick={() => void logout()}>
      {t('case.logout')}
    </Button>
  );
}

function ContestedBadge({ caseDoc }: { caseDoc: CaseDoc }) {
  const { t } = useTranslation();
  if ((caseDoc.respondent_status ?? '').toLowerCase() !== 'active') return null;
  return (
    <Badge color="teal" variant="light" size="lg">
      {t('case.contested')}
    </Badge>
  );
}

/**
 * /respondentprofile (SPEC §2 "Respondent case view"): the one case the respondent logged in for,
 * its number kept in the browser (respondentclaimid). Everything shown is read through the
 * respondent's session, which the server binds to this case alone.
 */
export function RespondentCasePage() {
  const caseName = useSessionStore((state) => state.respondentClaimId) ?? '';
  const { hasHeader, backTo } = usePortalChrome();
  const navigate = useNavigate();
  const caseQuery = useCase(caseName);
  // The header's video-conference link is read as the Case Status panel reads it (same query).
  const hearings = useCaseHearings(caseName);
  const [leaving, setLeaving] = useState(false);
  const { t } = useTranslation();
  useRecordLanguage();

  // Someone without a respondent's case (a professional, a cleared browser) logs in first.
  if (!caseName) return leaving ? <PageLoader /> : <Navigate to="/Respondentlogin" replace />;
  if (caseQuery.isPending) return <PageLoader />;
  if (caseQuery.isError) {
    if (sessionEnded(caseQuery.error)) {
      return (
        <ErrorState
          title={t('case.sessionEnded')}
          message={t('case.sessionEndedMessage')}
          retryLabel={t('case.logInAgain')}
          onRetry={() => {
            // The case id goes before the navigation lands: the page must not pick a route of its own.
            setLeaving(true);
            navigate(`/Respondentlogin/${encodeURIComponent(caseName)}`, { replace: true });
            useSessionStore.getState().clearSession();
          }}
        />
      );
    }
    return (
      <ErrorState
        title={t('case.loadFailed')}
        message={errorMessage(caseQuery.error, t('kit.checkConnection'))}
        onRetry={() => void caseQuery.refetch()}
      />
    );
  }

  const caseDoc = caseQuery.data;
  return (
    <Stack gap="md" className={classes.page}>
      <CaseHeader
        caseDoc={caseDoc}
        hearings={hearings.data}
        backTo={backTo}
        actions={
          <>
            <ContestedBadge caseDoc={caseDoc} />
            {!hasHeader && <LogoutButton />}
          </>
        }
      />
      {/* The privacy notice above the case until the respondent agrees to it (the case screen is itself loaded after the login). */}
      <PrivacyNoticeGate />
      <CaseSections caseDoc={caseDoc} />
    </Stack>
  );
}
