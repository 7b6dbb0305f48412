import { api } from 'shared-api';
import { screen, waitFor, within } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { DocumentsList } from './DocumentsList';

afterEach(() => jest.restoreAllMocks());

const documents = [
  { name: 'DOC-00002', dispute: 'MED-1', document_type: 'Response', document_class: 'Reply', description: 'Reply of the borrower', posting_date: '2026-11-20' },
  { name: 'DOC-00001', dispute: 'MED-1', document_type: 'SOC', posting_date: '2026-11-01' },
];

describe('DocumentsList', () => {
  it('lists the case documents with the spec columns and - for missing values', async () => {
    const { getList } = fakeServer({ lists: { 'Arbitration Document': documents } });
    renderWithQuery(<DocumentsList caseName="MED-1" layout="table" />);
    expect(screen.getByRole('status', { name: 'Loading documents' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sl/No', 'Doc Type', 'Posting Date', 'Document Class', 'Description', 'Action',
    ]);
    const second = within(table).getAllByRole('row')[2];
    expect(within(second).getAllByRole('cell').slice(0, 5).map((td) => td.textContent)).toEqual(['2', 'SOC', '01-11-2026', '-', '-']);
    expect(getList).toHaveBeenCalledWith('Arbitration Document', expect.objectContaining({ filters: [['dispute', '=', 'MED-1']] }), expect.anything());
  });

  it('opens a document with its details and attachments', async () => {
    fakeServer({
      lists: {
        'Arbitration Document': documents,
        File: (_doctype: unknown, params: { filters: unknown[][] }) =>
          params.filters[1][2] === 'DOC-00002' ? [{ name: 'f1', file_name: 'reply.pdf', file_url: '/files/r.pdf' }] : [],
      },
    });
    const { user } = renderWithQuery(<DocumentsList caseName="MED-1" layout="table" />);
    await user.click(await screen.findByRole('button', { name: 'View Response DOC-00002' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Document' });
    expect(within(dialog).getByText('Reply of the borrower')).toBeInTheDocument();
    expect(within(dialog).getByText('20-11-2026')).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Download reply.pdf' })).toHaveAttribute('href', '/files/r.pdf');
    expect(within(dialog).queryByRole('button', { name: 'Add files' })).not.toBeInTheDocument();
  });

  it('uploads added files to the document and shows them', async () => {
    let files: object[] = [];
    fakeServer({ lists: { 'Arbitration Document': documents, File: () => files } });
    const upload = jest.spyOn(api, 'upload').mockImplementation(async (file, options) => {
      options?.onProgress?.(1);
      files = [{ name: 'f9', file_name: (file as File).name, file_url: '/files/new.pdf' }];
      return { name: 'f9', file_name: (file as File).name, file_url: '/files/new.pdf', is_private: 1 };
    });
    const { user } = renderWithQuery(<DocumentsList caseName="MED-1" layout="table" allowAddFiles />, {
      userEventOptions: { applyAccept: false },
    });
    await user.click(await screen.findByRole('button', { name: 'View Response DOC-00002' }));
    await user.click(await screen.findByRole('button', { name: 'Add files' }));
    await user.upload(screen.getByLabelText('Choose files'), new File(['x'], 'extra.pdf', { type: 'application/pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ doctype: 'Arbitration Document', docname: 'DOC-00002' })));
    expect(await screen.findByRole('link', { name: 'Download extra.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Attachment successfully')).toBeInTheDocument();
  });

  it('shows each document as a card with its View button on a phone', async () => {
    fakeServer({ lists: { 'Arbitration Document': documents } });
    renderWithQuery(<DocumentsList caseName="MED-1" layout="cards" />);
    const list = await screen.findByRole('list', { name: 'Documents' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('1. Response');
    expect(within(card).getByText('Posting Date').nextSibling).toHaveTextContent('20-11-2026');
    expect(within(card).queryByText('Action')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Response DOC-00002' })).toBeInTheDocument();
  });

  it('says No Data Found for a case without documents', async () => {
    fakeServer({ lists: { 'Arbitration Document': [] } });
    renderWithQuery(<DocumentsList caseName="ARB-1" />);
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('offers Retry when the documents could not be loaded', async () => {
    let fail = true;
    fakeServer({ lists: { 'Arbitration Document': () => (fail ? Promise.reject(new Error('down')) : documents) } });
    const { user } = renderWithQuery(<DocumentsList caseName="ARB-1" layout="table" />);
    expect(await screen.findByText('Documents could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Documents' })).toBeInTheDocument();
  });
});
