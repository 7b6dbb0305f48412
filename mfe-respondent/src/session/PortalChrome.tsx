import { createContext, useContext } from 'react';

export interface PortalChrome {
  /** The standalone portal draws its own header with the case number and Logout. */
  hasHeader: boolean;
  /** Where a respondent goes after logging out. */
  afterLogout: string;
  /** Where the case view's back arrow leads (SPEC §2: /arbitration in the portal). */
  backTo: string;
}

/** Inside the shell: no header of ours, and logout returns to the landing page (SPEC §2 Shell). */
const SHELL_CHROME: PortalChrome = { hasHeader: false, afterLogout: '/landingpage', backTo: '/arbitration' };

export const PortalChromeContext = createContext<PortalChrome>(SHELL_CHROME);

export function usePortalChrome(): PortalChrome {
  return useContext(PortalChromeContext);
}
