import { screen, waitFor } from '@testing-library/react';
import { api } from 'shared-api';
import { mockReferenceLists, renderWithQuery } from '../common/test-support';
import { ClaimantStep } from './ClaimantStep';
import { EMPTY_DRAFT } from './draft-store';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const lawyers = Array.from({ length: 5 }, (_, i) => ({ name: `UR-${i}`, full_name: `Lawyer ${i}`, email: `lawyer${i}@demo.in`, mobile: `980000000${i}` }));

it('lists approved lawyers five a page with search, and Select fills the claimant lawyer fields', async () => {
  mockReferenceLists();
  const call = jest.spyOn(api, 'call').mockImplementation(async (_method, params) => {
    const { search, start } = params as { search: string; start: number };
    const rows = search ? lawyers.filter((lawyer) => lawyer.full_name.includes(search)) : lawyers;
    return { data: rows, total: search ? rows.length : 12, start, limit: 5 } as never;
  });
  const { user } = renderWithQuery(
    <ClaimantStep draft={EMPTY_DRAFT} update={jest.fn()} isClaimant registration={{ customer_type: 'Enterprise', company_name: 'Udaygiri', email_id: 'c@demo.in', primary_number: '9800000001' }} onContinue={jest.fn()} />,
  );
  await user.click(screen.getByRole('switch', { name: /Lawyers List/ }));
  expect(await screen.findByText('Lawyer 3')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('get_lawyers', { search: '', start: 0, limit: 5 }, expect.objectContaining({ httpMethod: 'GET' }));
  expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(call).toHaveBeenCalledWith('get_lawyers', { search: '', start: 5, limit: 5 }, expect.anything()));

  await user.type(screen.getByRole('textbox', { name: 'Search lawyers' }), 'Lawyer 2');
  await waitFor(() => expect(call).toHaveBeenCalledWith('get_lawyers', { search: 'Lawyer 2', start: 0, limit: 5 }, expect.anything()));
  await user.click(await screen.findByRole('button', { name: 'Select Lawyer 2' }));
  expect(screen.getByRole('textbox', { name: 'Lawyer Name' })).toHaveValue('Lawyer 2');
  expect(screen.getByRole('textbox', { name: 'Lawyer Email' })).toHaveValue('lawyer2@demo.in');
  expect(screen.getByRole('textbox', { name: 'Lawyer Mobile' })).toHaveValue('9800000002');
  expect(screen.getByRole('button', { name: 'Selected' })).toBeDisabled();
});
