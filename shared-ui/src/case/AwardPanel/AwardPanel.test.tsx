import { screen, within } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { AwardPanel } from './AwardPanel';

afterEach(() => jest.restoreAllMocks());

const award = {
  name: 'AWD-00001',
  claim: 'ARB-3',
  award_type: 'Award',
  award_date: '2026-12-15',
  award_amount: 325000,
  award_letter: '<p>The respondent shall pay <b>Rs 3,25,000</b>.</p><img src="https://x.example/p.gif">',
  award_covering_letter: '',
};

describe('AwardPanel', () => {
  it('shows the award date and amount and opens the award letter read-only', async () => {
    const { getList } = fakeServer({ lists: { Award: [award] } });
    const { user } = renderWithQuery(<AwardPanel caseName="ARB-3" />);
    expect(screen.getByRole('status', { name: 'Loading award' })).toBeInTheDocument();
    expect(await screen.findByText('15-12-2026')).toBeInTheDocument();
    expect(screen.getByText('₹3,25,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award' });
    expect(within(dialog).getByText('Rs 3,25,000').tagName).toBe('B');
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('Award', expect.objectContaining({ filters: [['claim', '=', 'ARB-3']] }), expect.anything());
  });

  it('says when the covering letter is not written yet', async () => {
    fakeServer({ lists: { Award: [award] } });
    const { user } = renderWithQuery(<AwardPanel caseName="ARB-3" />);
    await user.click(await screen.findByRole('button', { name: 'Award Covering Letter' }));
    expect(await screen.findByText('The covering letter has not been written yet.')).toBeInTheDocument();
  });

  it('hands the letter to the screen that edits it', async () => {
    fakeServer({ lists: { Award: [award] } });
    const onOpenLetter = jest.fn();
    const { user } = renderWithQuery(<AwardPanel caseName="ARB-3" onOpenLetter={onOpenLetter} />);
    await user.click(await screen.findByRole('button', { name: 'Award Covering Letter' }));
    expect(onOpenLetter).toHaveBeenCalledWith('covering', expect.objectContaining({ name: 'AWD-00001' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a letter’s View and Download links wrap onto two lines (together they are wider than a 360 px phone)', async () => {
    fakeServer({ lists: { Award: [award] } });
    renderWithQuery(<AwardPanel caseName="ARB-3" />);
    const view = await screen.findByRole('link', { name: 'View Award PDF' });
    const pair = view.parentElement as HTMLElement;
    expect(pair).toContainElement(screen.getByRole('link', { name: 'Download Award PDF' }));
    expect(pair.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });

  it('offers View and Download PDF for each letter written', async () => {
    fakeServer({ lists: { Award: [award] } });
    renderWithQuery(<AwardPanel caseName="ARB-3" />);
    const view = await screen.findByRole('link', { name: 'View Award PDF' });
    expect(view).toHaveAttribute('href', '/api/method/frappe.utils.print_format.download_pdf?doctype=Award&name=AWD-00001&format=Award');
    expect(view).toHaveAttribute('target', '_blank');
    const download = screen.getByRole('link', { name: 'Download Award PDF' });
    expect(download.getAttribute('href')).toMatch(/&download=1$/);
    expect(download).toHaveAttribute('download');
    // The covering letter is not written yet: no PDF of it.
    expect(screen.queryByRole('link', { name: /Award Covering Letter PDF/ })).not.toBeInTheDocument();
  });

  it('says so when there is no award yet', async () => {
    fakeServer({ lists: { Award: [] } });
    renderWithQuery(<AwardPanel caseName="ARB-3" />);
    expect(await screen.findByText('No award has been made yet.')).toBeInTheDocument();
  });
});
