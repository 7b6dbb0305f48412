import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { homePathFor, profileGate, profilePathFor, useSessionStore } from 'shared-api';

/**
 * SPEC §4: a Draft or Pending For Approval neutral cannot use the menus. Any other page sends
 * them home and opens the matching modal; only home and their profile stay reachable.
 */
export function useProfileGate() {
  const role = useSessionStore((state) => state.role);
  const status = useSessionStore((state) => state.status);
  const gate = profileGate(role, status);
  const home = homePathFor(role);
  const profilePath = profilePathFor(role);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(gate !== null);

  useEffect(() => {
    if (!gate) return;
    if (pathname !== home && pathname !== profilePath) {
      navigate(home, { replace: true });
      setOpened(true);
    } else if (pathname === home) {
      setOpened(true);
    }
  }, [gate, pathname, home, profilePath, navigate]);

  /** For menu clicks: stop the navigation and show the modal again. */
  const block = useCallback(() => {
    if (!gate) return false;
    if (pathname !== home) navigate(home, { replace: true });
    setOpened(true);
    return true;
  }, [gate, pathname, home, navigate]);

  return { gate, opened: gate !== null && opened, close: () => setOpened(false), block, profilePath };
}
