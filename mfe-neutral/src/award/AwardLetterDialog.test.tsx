import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, useSessionStore, type AwardDoc, type CaseDoc } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import { AwardLetterForm } from './AwardLetterDialog';

const caseDoc = {
  name: 'ARB-00003',
  stage: 'Award',
  acceptance_by: 'Dr Vikram Rao',
  venue: 'Pune',
  disputed_value: 1265400,
  claimant_table: [{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd' }],
  respondent_table: [{ respondent_type: 'Enterprise', contact_type: 'Borrower', company_name: 'Patil Agro Traders' }],
} as CaseDoc;

const saved: AwardDoc = {
  name: 'AWD-00001',
  claim: 'ARB-00003',
  award_type: 'Award',
  award_date: '2026-11-20',
  award_amount: 1265400,
  award_letter: '<p>The saved award of Patil Agro Traders</p>',
  modified: '2026-11-28 10:00:00.000000',
} as AwardDoc;

// The editor is a lazily loaded module: its first import in a test run takes a while.
const EDITOR_LOAD = { timeout: 20_000 };
jest.setTimeout(40_000);

function renderForm(award: AwardDoc | null, letter: 'award' | 'covering' = 'award') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSaved = jest.fn();
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <AwardLetterForm caseDoc={caseDoc} award={award} letter={letter} onSaved={onSaved} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onSaved };
}

describe('AwardLetterForm', () => {
  beforeEach(() => useSessionStore.getState().startSession({ email: 'arbitrator@demo.in', fullName: 'Vikram Rao', roles: ['Arbitrator'] }));
  afterEach(() => jest.restoreAllMocks());

  it('starts a new award from the case template and Saves it: Award added successfully', async () => {
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'AWD-00001' });
    const { user, onSaved } = renderForm(null);
    const editor = await screen.findByRole('textbox', { name: 'Award' }, EDITOR_LOAD);
    await waitFor(() => expect(editor).toHaveTextContent("Respondent No. 1: M/s Patil Agro Traders (Borrower)"));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    const date = screen.getByLabelText(/Award Date/);
    await user.clear(date);
    await user.type(date, '20-11-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(createDoc).toHaveBeenCalledWith(
      'Award',
      expect.objectContaining({ claim: 'ARB-00003', stage: 'Award', award_date: '2026-11-20', award_amount: 1265400, saveData: true, award_letter: expect.stringContaining('Patil Agro Traders') }),
    );
    expect(await screen.findByText('Award added successfully')).toBeInTheDocument();
  });

  it('edits the saved award and Updates it: Award Save Successfully; final files the Award-Final document', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'AWD-00001' });
    const createDoc = jest.spyOn(api, 'createDoc');
    const { user } = renderForm(saved);
    const editor = await screen.findByRole('textbox', { name: 'Award' }, EDITOR_LOAD);
    await waitFor(() => expect(editor).toHaveTextContent('The saved award of Patil Agro Traders'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Final award/));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Award Save Successfully')).toBeInTheDocument();
    // The version opened goes back with the save: a change saved meanwhile is refused, not overwritten.
    expect(updateDoc).toHaveBeenCalledWith(
      'Award',
      'AWD-00001',
      expect.objectContaining({ saveData: false, award_type: 'Award-Final', award_letter: expect.stringContaining('saved award'), modified: saved.modified }),
    );
    expect(createDoc).not.toHaveBeenCalled();
  });

  it('offers the final award only where the case may move to Award (s.32(1)), and says why not', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'AWD-00001' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <AwardLetterForm caseDoc={{ ...caseDoc, stage: 'First Hearing' }} award={saved} letter="award" />
      </QueryClientProvider>,
      { userEventOptions: { delay: null } },
    );
    await screen.findByRole('textbox', { name: 'Award' }, EDITOR_LOAD);
    const final = screen.getByLabelText(/Final award/);
    expect(final).toBeDisabled();
    expect(screen.getByText(/this claim is at First Hearing and cannot move to Award yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledWith('Award', 'AWD-00001', expect.objectContaining({ saveData: true, award_type: 'Award' })));
  });

  it('refuses a date that is not DD-MM-YYYY and sends nothing', async () => {
    const createDoc = jest.spyOn(api, 'createDoc');
    const { user } = renderForm(null);
    const date = screen.getByLabelText(/Award Date/);
    await user.clear(date);
    await user.type(date, '2026/31/12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the award date as DD-MM-YYYY')).toBeInTheDocument();
    expect(createDoc).not.toHaveBeenCalled();
  });

  it('saves the covering letter only on an existing award', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([]);
    renderForm(null, 'covering');
    expect(screen.getByText(/Save the award first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the covering letter on the award record: Award Save Successfully', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([{ letterhead: '/files/head.png', signature: '/files/sign.png' }]);
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'AWD-00001' });
    const { user } = renderForm(saved, 'covering');
    const editor = await screen.findByRole('textbox', { name: 'Award Covering Letter' }, EDITOR_LOAD);
    await waitFor(() => expect(editor).toHaveTextContent(/after 30 days/));
    expect(await screen.findByRole('img', { name: 'Letterhead' })).toHaveAttribute('src', '/files/head.png');
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', '/files/sign.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Award Save Successfully')).toBeInTheDocument();
    expect(updateDoc).toHaveBeenCalledWith(
      'Award',
      'AWD-00001',
      expect.objectContaining({ claim: 'ARB-00003', stage: 'Award', award_covering_letter: expect.stringContaining('Section 31(5)'), modified: saved.modified }),
    );
  });

  it('keeps the version it opened when the award list refreshes under it, so the other save is not overwritten', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'AWD-00001' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const form = (award: AwardDoc) => (
      <QueryClientProvider client={client}>
        <AwardLetterForm caseDoc={caseDoc} award={award} letter="award" />
      </QueryClientProvider>
    );
    const { user, rerender } = renderWithProviders(form(saved), { userEventOptions: { delay: null } });
    await screen.findByRole('textbox', { name: 'Award' }, EDITOR_LOAD);
    // Someone else saved the award meanwhile; the case view's list now holds their version.
    rerender(form({ ...saved, award_letter: '<p>Their award</p>', modified: '2026-11-28 10:07:00.000000' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledWith('Award', 'AWD-00001', expect.objectContaining({ modified: saved.modified })));
  });
});
