import { screen, waitFor } from '@testing-library/react';
import { logInAs, renderWithQuery } from '../common/test-support';
import { api } from 'shared-api';
import { CaseListPage } from './CaseListPage';

const CASE = { name: 'ARB-00060', stage: 'Draft', creation: '2026-11-20 10:00:00', arbitration_agreement_number: 'UFL/1' };

/** The server's answers: one draft case (whatever the search), and no party rows. */
function serveOneCase() {
  jest.spyOn(api, 'getList').mockResolvedValue([] as never);
  return jest.spyOn(api, 'getPage').mockResolvedValue({ rows: [CASE], total: 1 } as never);
}

afterEach(() => jest.restoreAllMocks());

it('keeps the search in the address as it is typed, starting again at page 1, and fetches the settled text', async () => {
  logInAs('Claimant');
  const page = serveOneCase();
  const { user, location } = renderWithQuery(<CaseListPage doctype="Claim" />, { route: '/arbitration?tab=draft&page=3', path: '/arbitration' });
  expect(await screen.findByRole('link', { name: 'Open ARB-00060' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Patil');
  // At once, not when the text settles.
  expect(new URLSearchParams(location().search).get('q')).toBe('Patil');
  expect(new URLSearchParams(location().search).get('page')).toBeNull();
  expect(new URLSearchParams(location().search).get('tab')).toBe('draft');
  // The settled text is what is fetched, from the first page.
  await waitFor(() => expect(page).toHaveBeenLastCalledWith('Claim', expect.objectContaining({ orFilters: expect.arrayContaining([['name', 'like', '%Patil%']]) }), 1, 10, expect.anything()));
});

it("opens a case at its own address even when the search is still settling", async () => {
  logInAs('Claimant');
  serveOneCase();
  const { user, location } = renderWithQuery(<CaseListPage doctype="Claim" />, {
    route: '/arbitration?tab=draft',
    path: '/arbitration',
    routes: [{ path: '/arbitrationview/:id', element: <p>The case</p> }],
  });
  await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'Guarantor');
  await user.click(screen.getByRole('link', { name: 'Open ARB-00060' }));
  expect(await screen.findByText('The case')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(location().pathname).toBe('/arbitrationview/ARB-00060');
  expect(location().search).toBe('');
});
