import { screen } from '@testing-library/react';
import { api } from 'shared-api';
import { logInAs, mockReferenceLists, renderWithQuery } from '../common/test-support';
import { BulkCasePage } from './BulkCasePage';

beforeEach(() => logInAs('Claimant'));
afterEach(() => jest.restoreAllMocks());

describe('BulkCasePage', () => {
  it('says in plain English what to do (SPEC §2 "Bulk case": download the template, upload the file)', async () => {
    mockReferenceLists();
    jest.spyOn(api, 'call').mockResolvedValue([]);
    renderWithQuery(<BulkCasePage />, { route: '/claimantbulkcase', path: '/claimantbulkcase' });
    expect(await screen.findByText('To file cases in bulk, download the template, fill in one row per case and upload the file.')).toBeInTheDocument();
  });
});
