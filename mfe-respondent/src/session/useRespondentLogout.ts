import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endRespondentSession } from './respondent-session';
import { usePortalChrome } from './PortalChrome';

/** Logs the respondent out, drops every cached record of the case and leaves the case screens. */
export function useRespondentLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { afterLogout } = usePortalChrome();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await endRespondentSession();
    } finally {
      queryClient.clear();
      setPending(false);
      navigate(afterLogout, { replace: true });
    }
  };
  return { logout, pending };
}
