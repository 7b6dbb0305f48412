import { Button, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSessionStore } from 'shared-api';
import { useTranslation } from '../i18n';
import { PortalChromeContext, type PortalChrome } from '../session/PortalChrome';
import { useRespondentLogout } from '../session/useRespondentLogout';
import * as classes from './PortalLayout.module.css';

// The standalone portal has no case lists: its back arrow returns to the case-number login.
const PORTAL_CHROME: PortalChrome = { hasHeader: true, afterLogout: '/Respondentlogin', backTo: '/Respondentlogin' };

function LogoutButton() {
  const { logout, pending } = useRespondentLogout();
  const { t } = useTranslation();
  return (
    <Button variant="default" size="sm" className={classes.logout} loading={pending} onClick={() => void logout()}>
      {t('portal.logout')}
    </Button>
  );
}

/**
 * The standalone respondent portal's own small chrome: the portal's name, the open case number and
 * Logout. No professional menus: respondents only ever reach their one case.
 */
export function PortalLayout() {
  const caseNumber = useSessionStore((state) => state.respondentClaimId);
  const { t } = useTranslation();
  return (
    <PortalChromeContext.Provider value={PORTAL_CHROME}>
      <div className={classes.page}>
        <header className={classes.header}>
          <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.bar}>
            <div className={classes.brand}>
              <Text fw={700} c="navy.8" className={classes.name}>
                ArbitRoute
              </Text>
              {caseNumber && (
                <Text size="sm" c="dimmed" data-testid="portal-case-number">
                  {t('portal.caseNumber', { caseNumber })}
                </Text>
              )}
            </div>
            {caseNumber && <LogoutButton />}
          </Group>
        </header>
        <main className={classes.main}>
          <Outlet />
        </main>
      </div>
    </PortalChromeContext.Provider>
  );
}
