import { Navigate } from 'react-router';
import { homePathFor, useSessionStore } from 'shared-api';

/** The catch-all (SPEC §2): home for the role when logged in, otherwise the landing page. */
export function HomeRedirect() {
  const { email, role } = useSessionStore();
  return <Navigate to={email ? homePathFor(role) : '/landingpage'} replace />;
}
