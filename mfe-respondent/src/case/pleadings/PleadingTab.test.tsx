import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, type CaseDoc } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import { PleadingTab } from './PleadingTab';

const CLAIM: CaseDoc = { name: 'ARB-00042', stage: 'Awaiting Reply', claimant_table: [], respondent_table: [] };

function renderTab(caseDoc: CaseDoc, kind: 'reply' | 'pleading' = 'reply') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PleadingTab caseDoc={caseDoc} kind={kind} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(api, 'getList').mockResolvedValue([]);
});

describe('PleadingTab (SPEC §2 Respondent Reply and Additional Pleadings)', () => {
  it('keeps Add Document disabled until the reply is saved, then files it against the case', async () => {
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'RR-00007' });
    const { user } = renderTab(CLAIM);
    const addDocument = screen.getByRole('button', { name: 'Add Document' });
    expect(addDocument).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document Title is required')).toBeInTheDocument();
    expect(createDoc).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Document Title/), 'Reply to the claim');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Respondent reply added successfully')).toBeInTheDocument();
    expect(createDoc).toHaveBeenCalledWith(
      'Respondent Reply',
      expect.objectContaining({ claim: 'ARB-00042', document_title: 'Reply to the claim', stage: 'Awaiting Reply' }),
    );
    expect(screen.getByRole('button', { name: 'Add Document' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('sends back the version it saved, so a change made meanwhile elsewhere is not overwritten', async () => {
    jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'RR-00007', modified: '2026-11-28 10:00:00.000000' });
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'RR-00007', modified: '2026-11-28 10:05:00.000000' });
    const { user } = renderTab(CLAIM);
    await user.type(screen.getByLabelText(/^Document Title/), 'Reply');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText(/^Document Title/), ' to the claim');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(updateDoc).toHaveBeenCalledWith('Respondent Reply', 'RR-00007', expect.objectContaining({ document_title: 'Reply to the claim', modified: '2026-11-28 10:00:00.000000' })),
    );
  });

  it('uploads the attached files to the reply, makes the respondent Active and says the case is contested', async () => {
    jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'RR-00007' });
    const upload = jest.spyOn(api, 'upload').mockResolvedValue({ name: 'F-1', file_name: 'reply.pdf', file_url: '/private/files/reply.pdf', is_private: 1 });
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00042' });
    const { user } = renderTab(CLAIM);
    await user.type(screen.getByLabelText(/^Document Title/), 'Reply');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Add Document' }));
    await user.upload(screen.getByLabelText('Choose files'), new File(['%PDF-1.4'], 'reply.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Attach' }));

    expect(await screen.findByText('Case is now Contested')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ doctype: 'Respondent Reply', docname: 'RR-00007', isPrivate: true }));
    expect(updateDoc).toHaveBeenCalledWith('Claim', 'ARB-00042', { respondent_status: 'Active' });
  });

  it('is read-only while the notice is being issued', async () => {
    renderTab({ ...CLAIM, stage: 'Issuance of Notice' });
    expect(screen.getByLabelText(/^Document Title/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Replies can be filed once the notice stage is over.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No Data Found')).toBeInTheDocument());
  });

  it('says a Completed case takes nothing more, not that a stage is still to come', () => {
    renderTab({ ...CLAIM, stage: 'Completed' });
    expect(screen.getByLabelText(/^Document Title/)).toBeDisabled();
    expect(screen.getByText('This case is Completed: nothing more can be filed.')).toBeInTheDocument();
    expect(screen.queryByText('Replies can be filed once the notice stage is over.')).not.toBeInTheDocument();
  });

  it('keeps additional pleadings read-only while the reply is awaited, and opens them after', () => {
    const { unmount } = renderTab(CLAIM, 'pleading');
    expect(screen.getByLabelText(/^Document Title/)).toBeDisabled();
    unmount();
    renderTab({ ...CLAIM, stage: 'Additional Pleading' }, 'pleading');
    expect(screen.getByLabelText(/^Document Title/)).toBeEnabled();
  });
});
