import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, DISPATCH_KINDS } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import type { DispatchRecord } from '../api/dispatches';
import { DispatchEditor } from './DispatchEditor';
import type { Party } from './parties';

const KIND = DISPATCH_KINDS.find((entry) => entry.doctype === 'FHN And MOM Dispatch')!;
const PARTY: Party = { key: 'Respondent:RT-1', party_type: 'Respondent', party_row: 'RT-1', label: 'Ravi Kumar (Borrower)', email: null, mobile: null, address: 'MG Road, Pune 411001' };
const OPENED = '2026-11-28 10:00:00.000000';
const RECORD: DispatchRecord = {
  name: 'FHN-00004',
  claim: 'ARB-00002',
  documents: 'First hearing notice',
  modified: OPENED,
  dispatch_details: [{ name: 'DD-1', dispatched_to: 'Ravi Kumar', party_type: 'Respondent', party_row: 'RT-1', channel: 'Speed Post', acknowledged: 0 }],
};

function renderEditor(record?: DispatchRecord) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <DispatchEditor caseName="ARB-00002" kind={KIND} parties={[PARTY]} record={record} opened onClose={jest.fn()} />
    </QueryClientProvider>,
  );
}

describe('DispatchEditor sends back the version it opened (issue Trust §2: no silent overwrite)', () => {
  beforeEach(() => jest.spyOn(api, 'getList').mockResolvedValue([{ name: 'Speed Post' }, { name: 'Email' }] as never));
  afterEach(() => jest.restoreAllMocks());

  it('a dispatch opened for editing is saved with the modified it showed', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ ...RECORD, modified: '2026-11-28 10:05:00.000000' });
    const { user } = renderEditor(RECORD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc).toHaveBeenCalledWith('FHN And MOM Dispatch', 'FHN-00004', expect.objectContaining({ documents: 'First hearing notice', modified: OPENED }));
  });

  it('linking proof files saves again with the version the first save returned, not the one opened', async () => {
    const afterFirst = '2026-11-28 10:05:00.000000';
    const updateDoc = jest
      .spyOn(api, 'updateDoc')
      .mockResolvedValueOnce({ ...RECORD, modified: afterFirst })
      .mockResolvedValueOnce({ ...RECORD, modified: '2026-11-28 10:05:01.000000' });
    const upload = jest.spyOn(api, 'upload').mockResolvedValue({ name: 'F-1', file_name: 'pod.pdf', file_url: '/private/files/pod.pdf', is_private: 1 });
    const { user } = renderEditor(RECORD);
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['%PDF'], 'pod.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(2));
    expect(upload).toHaveBeenCalledWith(expect.any(File), { doctype: 'FHN And MOM Dispatch', docname: 'FHN-00004' });
    expect(updateDoc.mock.calls[0][2]).toMatchObject({ modified: OPENED });
    expect(updateDoc.mock.calls[1][2]).toMatchObject({ modified: afterFirst, dispatch_details: [expect.objectContaining({ proof: '/private/files/pod.pdf' })] });
  });

  it('a new dispatch is created, then its proof linked against the version just created', async () => {
    const created = '2026-11-28 11:00:00.000000';
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ ...RECORD, name: 'FHN-00009', modified: created });
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ ...RECORD, name: 'FHN-00009', modified: '2026-11-28 11:00:01.000000' });
    jest.spyOn(api, 'upload').mockResolvedValue({ name: 'F-2', file_name: 'pod.pdf', file_url: '/private/files/pod.pdf', is_private: 1 });
    const { user } = renderEditor();
    await user.click(screen.getByRole('textbox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar (Borrower)' }));
    await user.click(screen.getByRole('textbox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Speed Post' }));
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'pod.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(createDoc).toHaveBeenCalledWith('FHN And MOM Dispatch', expect.not.objectContaining({ modified: expect.anything() }));
    expect(updateDoc).toHaveBeenCalledWith('FHN And MOM Dispatch', 'FHN-00009', expect.objectContaining({ modified: created }));
  });
});
