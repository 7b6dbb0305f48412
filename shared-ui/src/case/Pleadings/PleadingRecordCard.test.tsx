import { screen } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { PleadingRecordCard } from './PleadingRecordCard';

afterEach(() => jest.restoreAllMocks());

const record = { name: 'RR-0001', document_title: 'Reply received by post', document_date: '2026-11-20', posting_date: '2026-11-21' };

describe('PleadingRecordCard', () => {
  it('shows title, document and filing dates, the viewer’s actions and the record’s files', async () => {
    const { getList } = fakeServer({ lists: { File: [{ name: 'f1', file_name: 'reply-1.pdf', file_url: '/private/files/reply-1.pdf' }] } });
    renderWithQuery(<PleadingRecordCard doctype="Respondent Reply" record={record} actions={<button type="button">Edit</button>} />);
    const card = screen.getByRole('article', { name: 'Reply received by post' });
    expect(card).toHaveTextContent('Document date 20-11-2026 · filed 21-11-2026');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download reply-1.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete reply-1.pdf' })).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'File',
      expect.objectContaining({ filters: [['attached_to_doctype', '=', 'Respondent Reply'], ['attached_to_name', '=', 'RR-0001']] }),
      expect.anything(),
    );
  });

  it('offers delete only when asked and names an untitled record by its number', async () => {
    fakeServer({ lists: { File: [{ name: 'f1', file_name: 'p.pdf', file_url: '/private/files/p.pdf' }] } });
    const onDeleteFile = jest.fn();
    const { user } = renderWithQuery(
      <PleadingRecordCard doctype="Additional Pleading" record={{ name: 'AP-0002', document_date: null }} onDeleteFile={onDeleteFile} />,
    );
    const card = screen.getByRole('article', { name: 'AP-0002' });
    expect(card).toHaveTextContent('Untitled');
    expect(card).toHaveTextContent('Document date Nil');
    await user.click(await screen.findByRole('button', { name: 'Delete p.pdf' }));
    expect(onDeleteFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'f1' }));
  });
});
