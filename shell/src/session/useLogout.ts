import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout, useSessionStore } from 'shared-api';

/** Ends the session on the server, forgets everything kept in the browser, back to the landing page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch {
      // Already gone on the server: nothing left to end there.
    }
    useSessionStore.getState().clearSession();
    queryClient.clear();
    navigate('/landingpage', { replace: true });
  };
}
