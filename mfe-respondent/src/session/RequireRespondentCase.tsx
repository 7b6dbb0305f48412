import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from 'shared-api';

/** The case screen needs a respondent's case id; without one the respondent logs in first. */
export function RequireRespondentCase({ children }: { children: ReactNode }) {
  const caseNumber = useSessionStore((state) => state.respondentClaimId);
  if (!caseNumber) return <Navigate to="/Respondentlogin" replace />;
  return <>{children}</>;
}
