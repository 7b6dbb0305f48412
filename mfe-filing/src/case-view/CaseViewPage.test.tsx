import { screen, waitFor, within } from '@testing-library/react';
import { api, FrappeError } from 'shared-api';
import { logInAs, renderWithQuery } from '../common/test-support';
import { ArbitrationViewPage, caseViewTabs, MediationViewPage } from './CaseViewPage';

const claim = {
  name: 'ARB-00003',
  stage: 'Awaiting Reply',
  vc_link: null,
  claimant_table: [{ name: 'c1', customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', name1: 'Rohan' }],
  respondent_table: [
    { name: 'r2', respondent_type: 'Individual', contact_type: 'Guarantor', name1: 'Sunil' },
    { name: 'r1', respondent_type: 'Enterprise', contact_type: 'Borrower', company_name: 'Patil Agro Traders' },
  ],
  case_attachment_documents: [{ name: 'a1', attachment_type: 'SOC', attachment: '/private/files/x.pdf' }],
};

beforeEach(() => logInAs('Claimant'));
afterEach(() => jest.restoreAllMocks());

function mockServer(doc: Record<string, unknown> | Error) {
  jest.spyOn(api, 'getDoc').mockImplementation(async () => {
    if (doc instanceof Error) throw doc;
    return doc as never;
  });
  jest.spyOn(api, 'getList').mockResolvedValue([]);
  jest.spyOn(api, 'call').mockResolvedValue([]);
}

describe('CaseViewPage', () => {
  it('titles the case by the title rule, borrower first, with its stage and Nil for no video link', async () => {
    mockServer(claim);
    renderWithQuery(<ArbitrationViewPage />, { route: '/arbitrationview/ARB-00003', path: '/arbitrationview/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Udaygiri Finance Ltd vs Patil Agro Traders & Anr.' })).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting Reply').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/arbitration');
    expect(screen.getByRole('list', { name: 'Case attachments' })).toHaveTextContent('SOC');
    expect(screen.queryByRole('tab', { name: 'Settlement' })).not.toBeInTheDocument();
  });

  it('says a case the user may not read is not found', async () => {
    mockServer(new FrappeError({ status: 404, excType: 'DoesNotExistError', message: 'Claim ARB-09999 not found' }));
    renderWithQuery(<ArbitrationViewPage />, { route: '/arbitrationview/ARB-09999', path: '/arbitrationview/:id' });
    expect(await screen.findByText('Case not found')).toBeInTheDocument();
    expect(screen.getByText('ARB-09999 does not exist or is not one of your cases.')).toBeInTheDocument();
  });

  it('refuses something that is not a case number without asking the server', () => {
    mockServer(claim);
    renderWithQuery(<MediationViewPage />, { route: '/mediationview/hello', path: '/mediationview/:id' });
    expect(screen.getByText('“hello” is not a case number.')).toBeInTheDocument();
    expect(api.getDoc).not.toHaveBeenCalled();
  });
});

describe('CaseViewPage documents', () => {
  it('lets the claimant add a document to its own case while it runs (SPEC §2 Add/View Document)', async () => {
    mockServer(claim);
    (api.getList as jest.Mock).mockImplementation(async (doctype: string) => (doctype === 'Document Type' ? [{ name: 'Rejoinder' }] : []));
    const createDoc = jest
      .spyOn(api, 'createDoc')
      .mockImplementation((async (_doctype: string, values: Record<string, unknown>) => ({ name: 'DOC-00009', ...values })) as typeof api.createDoc);
    const { user } = renderWithQuery(<ArbitrationViewPage />, { route: '/arbitrationview/ARB-00003', path: '/arbitrationview/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Rejoinder' });
    await user.selectOptions(within(dialog).getByLabelText(/Document Type/), 'Rejoinder');
    await user.type(within(dialog).getByLabelText(/Document Class/), 'Pleading');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(createDoc).toHaveBeenCalledWith('Arbitration Document', expect.objectContaining({ claim: 'ARB-00003', document_type: 'Rejoinder', user_email_id: 'claimant@demo.in' })),
    );
  });

  it('offers no Add Document once the case is Completed', async () => {
    mockServer({ ...claim, stage: 'Completed' });
    const { user } = renderWithQuery(<ArbitrationViewPage />, { route: '/arbitrationview/ARB-00003', path: '/arbitrationview/:id' });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Document' })).not.toBeInTheDocument();
  });
});

describe('caseViewTabs', () => {
  it('adds settlement and registration for a dispute', () => {
    expect(caseViewTabs('claim')).toEqual(['overview', 'documents', 'hearings', 'award', 'terms', 'history']);
    expect(caseViewTabs('dispute')).toEqual(['overview', 'documents', 'hearings', 'award', 'terms', 'settlement', 'registration', 'history']);
  });
});
