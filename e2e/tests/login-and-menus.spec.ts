import { expect, test } from '../support/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { ACCOUNTS } from '../support/accounts';

const MENUS: Record<string, { account: string; home: string; menu: string[] }> = {
  Claimant: {
    account: ACCOUNTS.claimant,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices', 'Dispatch Report'],
  },
  Lawyer: {
    account: ACCOUNTS.lawyer,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices'],
  },
  Arbitrator: {
    account: ACCOUNTS.arbitrator,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Hearings', 'Invoices', 'Consent & Disclosure', 'Dispatch Report'],
  },
  Mediator: {
    account: ACCOUNTS.mediator,
    home: '/mediatordashboard',
    menu: ['Dashboard', 'Mediations', 'Hearings', 'Invoices'],
  },
  'Med-Arb': {
    account: ACCOUNTS.medarb,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices'],
  },
  Expert: {
    account: ACCOUNTS.expert,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices'],
  },
  'System Manager': {
    account: ACCOUNTS.admin,
    home: '/dashboard',
    menu: ['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices', 'Consent & Disclosure', 'Dispatch Report', 'Profile Approvals', 'Case Consistency', 'Service of Notices', 'Appointments'],
  },
};

for (const [role, { account, home, menu }] of Object.entries(MENUS)) {
  test(`${role} logs in through the login page and sees exactly the ${role} menu`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ShellPage(page);
    await login.loginAs(account);
    await expect(page.getByText('Login successfully')).toBeVisible();
    await shell.expectPath(home);
    expect(await shell.menuLabels()).toEqual(menu);
  });
}

test('a wrong password shows Invalid credentials and stays on the login page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.loginAs(ACCOUNTS.claimant, 'Wrong@1234');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('the login form shows the spec messages and sends nothing while invalid', async ({ page }) => {
  const login = new LoginPage(page);
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('react_api.login')) loginCalls += 1;
  });
  await login.open();
  await login.submit();
  await expect(page.getByText('Email or phone number is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await login.username().fill(' claimant@demo.in');
  await login.password().fill('12345');
  await login.submit();
  await expect(page.getByText('Email or phone number is not valid')).toBeVisible();
  await expect(page.getByText('Password must be atleast 6 characters long')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('logout returns to the landing page and the dashboard is closed again', async ({ page }) => {
  const shell = new ShellPage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.lawyer);
  await shell.expectPath('/dashboard');
  await shell.logout();
  await shell.expectPath('/landingpage');
  await page.goto('/#/dashboard');
  await shell.expectPath('/landingpage');
});

test('the sidebar runs the full height of the window on a laptop, with no phone bar below it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const shell = new ShellPage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.arbitrator);
  await shell.expectPath('/dashboard');
  // One main-menu landmark: the sidebar itself.
  const navigation = page.getByRole('navigation', { name: 'Main menu' });
  await expect(navigation).toHaveCount(1);
  const box = await navigation.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(768);
});
