import { createContext, useContext } from 'react';

export interface PortalChrome {
  /** The standalone portal draws its own header with the case number and Logout. */
  hasHeader: boolean;
  /** Where a respondent goes after logging out. */
  afterLogout: string;
}

/** Inside the shell: no header of ours, and logout returns to the landing page (SPEC §2 Shell). */
const SHELL_CHROME: PortalChrome = { hasHeader: false, afterLogout: '/landingpage' };

export const PortalChromeContext = createContext<PortalChrome>(SHELL_CHROME);

export function usePortalChrome(): PortalChrome {
  return useContext(PortalChromeContext);
}
