import { screen, within } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { CaseTimeline } from './CaseTimeline';

afterEach(() => jest.restoreAllMocks());

const row = (n: number, overrides: object = {}) => ({
  name: `a${n}`,
  owner: 'admin@demo.in',
  creation: '2026-11-20 09:05:00',
  ref_doctype: 'Claim',
  docname: 'ARB-3',
  case_doctype: 'Claim',
  case_name: 'ARB-3',
  action: 'Update',
  fieldname: 'stage',
  field_label: 'Stage',
  before: 'Draft',
  after: 'Assignment',
  ...overrides,
});

describe('CaseTimeline', () => {
  it('tells who changed what and when, in plain words', async () => {
    const { getList } = fakeServer({
      lists: { 'Audit Trail': [row(1), row(2, { owner: 'respondent:ARB-3:9000010301', ref_doctype: 'Respondent Reply', docname: 'RR-1', action: 'Insert' })] },
      counts: { 'Audit Trail': 2 },
    });
    renderWithQuery(<CaseTimeline caseName="ARB-3" />);
    const list = await screen.findByRole('list', { name: 'Case history' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Stage changed from Draft to Assignment.');
    expect(first).toHaveTextContent('admin@demo.in · 20-11-2026 09:05 AM');
    expect(second).toHaveTextContent('Respondent Reply RR-1 created.');
    expect(second).toHaveTextContent('Respondent (mobile ending 0301)');
    expect(getList).toHaveBeenCalledWith('Audit Trail', expect.objectContaining({ orderBy: 'creation desc', limitStart: 0, limitPageLength: 20 }), expect.anything());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through a long history', async () => {
    const { getList } = fakeServer({
      lists: { 'Audit Trail': (_doctype: unknown, params: { limitStart: number }) => [row(params.limitStart + 1, { after: `Step ${params.limitStart}` })] },
      counts: { 'Audit Trail': 3 },
    });
    const { user } = renderWithQuery(<CaseTimeline caseName="ARB-3" pageSize={1} />);
    expect(await screen.findByText('Stage changed from Draft to Step 0.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Stage changed from Draft to Step 1.')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('Audit Trail', expect.objectContaining({ limitStart: 1 }), expect.anything());
  });

  it('says so when nothing is recorded', async () => {
    fakeServer({ lists: { 'Audit Trail': [] } });
    renderWithQuery(<CaseTimeline caseName="MED-1" />);
    expect(await screen.findByText('Nothing has been recorded for this case yet.')).toBeInTheDocument();
  });
});
