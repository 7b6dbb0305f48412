import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from 'shared-ui';
import { useSessionStore } from 'shared-api';
import { isExpired, useUserDetails } from './useUserDetails';
import { ErrorState } from 'shared-ui';
import { useTranslation } from '../layout/i18n';

/** SPEC §2: every authenticated route needs stored user details; visitors go to the landing page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const email = useSessionStore((state) => state.email);
  const details = useUserDetails();
  const { t } = useTranslation();

  if (!email) return <Navigate to="/landingpage" replace />;
  if (details.isError) {
    if (isExpired(details.error)) return <Navigate to="/Expired" replace />;
    return (
      <ErrorState
        title={t('layout.session.errorTitle')}
        message={t('layout.session.errorText')}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (details.isPending) return <PageLoader />;
  return <>{children}</>;
}

/** The respondent's own case needs a respondent case session (or a professional's session). */
export function RequireRespondent({ children }: { children: ReactNode }) {
  const hasCase = useSessionStore((state) => Boolean(state.respondentClaimId || state.email));
  if (!hasCase) return <Navigate to="/Respondentlogin" replace />;
  return <>{children}</>;
}
