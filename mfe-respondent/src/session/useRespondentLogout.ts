import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router';
import { endRespondentSession } from './respondent-session';
import { usePortalChrome } from './PortalChrome';

/** Logs the respondent out, drops every cached record of the case and leaves the case screens. */
export function useRespondentLogout() {
  const navigate = useNavigate();
  // The shell's cache, or none: the standalone portal's header sits outside the case screen's cache,
  // which goes when the case screen does.
  const queryClient = useContext(QueryClientContext);
  const { afterLogout } = usePortalChrome();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await endRespondentSession();
    } finally {
      queryClient?.clear();
      setPending(false);
      navigate(afterLogout, { replace: true });
    }
  };
  return { logout, pending };
}
