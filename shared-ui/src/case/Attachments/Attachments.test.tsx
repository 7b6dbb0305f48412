import { renderWithQuery, fakeServer } from '../test-support';
import { screen, waitFor } from '../../test-utils';
import { AttachedFilesGrid } from './AttachedFilesGrid';
import { AttachmentList } from './AttachmentList';
import { CaseAttachments } from './CaseAttachments';

afterEach(() => jest.restoreAllMocks());

describe('AttachmentList', () => {
  it('fetches the files of the document and links each for download', async () => {
    const { getList } = fakeServer({
      lists: {
        File: [
          { name: 'f1', file_name: 'Reply.pdf', file_url: '/private/files/ab12.pdf' },
          { name: 'f2', file_name: 'Photo.png', file_url: '/files/cd34.png' },
        ],
      },
    });
    renderWithQuery(<AttachmentList doctype="Arbitration Document" docname="DOC-00001" />);
    expect(screen.getByRole('status', { name: 'Loading attachments' })).toBeInTheDocument();
    const pdf = await screen.findByRole('link', { name: 'Download Reply.pdf' });
    expect(pdf).toHaveAttribute('href', '/private/files/ab12.pdf');
    expect(pdf).toHaveAttribute('download', 'Reply.pdf');
    expect(pdf.querySelector('[data-file-kind="pdf"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Download Photo.png' }).querySelector('img')).toHaveAttribute('src', '/files/cd34.png');
    expect(getList).toHaveBeenCalledWith(
      'File',
      expect.objectContaining({ filters: [['attached_to_doctype', '=', 'Arbitration Document'], ['attached_to_name', '=', 'DOC-00001']] }),
      expect.anything(),
    );
  });

  it('says No Data Found when the document has no files', async () => {
    fakeServer({ lists: { File: [] } });
    renderWithQuery(<AttachmentList doctype="Award" docname="AWD-1" />);
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('says when the files could not be loaded', async () => {
    fakeServer({ lists: { File: () => Promise.reject(new Error('offline')) } });
    renderWithQuery(<AttachmentList doctype="Award" docname="AWD-1" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The attachments could not be loaded.'));
  });
});

describe('CaseAttachments', () => {
  it('names each filed paper by its type and never links outside the file store', () => {
    renderWithQuery(
      <CaseAttachments
        rows={[
          { name: 'a', attachment_type: 'SOC', attachment: '/files/soc.pdf' },
          { name: 'b', attachment_type: 'LRN/Invoking', attachment: 'https://elsewhere.example/x.pdf' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download SOC' })).toHaveAttribute('href', '/files/soc.pdf');
    expect(screen.queryByRole('link', { name: /LRN/ })).not.toBeInTheDocument();
    expect(screen.getByText('LRN/Invoking')).toBeInTheDocument();
  });
});

describe('AttachedFilesGrid', () => {
  const files = [
    { name: 'f1', file_name: 'reply-1.pdf', file_url: '/private/files/reply-1.pdf' },
    { name: 'f2', file_name: 'reply-2.pdf', file_url: '/private/files/reply-2.pdf' },
  ];

  it('links the given files and offers no delete unless asked', () => {
    renderWithQuery(<AttachedFilesGrid files={files} />);
    expect(screen.getByRole('link', { name: 'Download reply-1.pdf' })).toHaveAttribute('href', '/private/files/reply-1.pdf');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('hands the chosen file to onDelete and shows progress on it', async () => {
    const onDelete = jest.fn();
    const { user, rerender } = renderWithQuery(<AttachedFilesGrid files={files} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete reply-2.pdf' }));
    expect(onDelete).toHaveBeenCalledWith(files[1]);
    rerender(<AttachedFilesGrid files={files} onDelete={onDelete} deleting="f2" />);
    expect(screen.getByRole('button', { name: 'Delete reply-2.pdf' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Delete reply-1.pdf' })).not.toHaveAttribute('data-loading');
  });

  it('shows loading and the caller’s empty text', () => {
    const { rerender } = renderWithQuery(<AttachedFilesGrid files={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Loading attachments' })).toBeInTheDocument();
    rerender(<AttachedFilesGrid files={[]} emptyText="No attachments yet" />);
    expect(screen.getByText('No attachments yet')).toBeInTheDocument();
  });
});
