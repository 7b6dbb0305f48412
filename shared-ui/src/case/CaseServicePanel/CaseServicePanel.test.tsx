import { api } from 'shared-api';
import { screen, within } from '../../test-utils';
import { renderWithQuery } from '../test-support';
import { CaseServicePanel } from './CaseServicePanel';

const attempt = (channel: string, status: string, ist: Record<string, string>) => ({ name: `SA-${channel}`, channel, status, ist, receipts: status === 'Sent' ? [] : [{ name: 'x' }] });

describe('CaseServicePanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each notice with its proven receipt and every attempt, and offers the evidence when allowed', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({
      case: 'ARB-00007',
      clock: [],
      notices: [
        {
          name: 'SN-1',
          party_row: 'r1',
          party_name: 'Karthik Sundaram',
          notice_kind: 'Notice of Arbitration',
          state: 'Served',
          ist: { served_on: '14-11-2026 12:00 IST' },
          attempts: [attempt('SMS', 'Failed', { sent_on: '02-11-2026 10:30 IST' }), attempt('Post', 'Delivered', { sent_on: '11-11-2026 00:00 IST', delivered_on: '14-11-2026 12:00 IST' })],
        },
      ],
    } as never);
    renderWithQuery(<CaseServicePanel caseName="ARB-00007" evidenceHref="/pdf" />);
    expect(await screen.findByText('Notice of Arbitration to Karthik Sundaram')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('get_case_service', { case: 'ARB-00007' }, expect.objectContaining({ httpMethod: 'GET' }));
    expect(screen.getByText('Receipt proven on 14-11-2026 12:00 IST')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Attempts' });
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getAllByText('14-11-2026 12:00 IST')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download evidence of service (PDF)' })).toHaveAttribute('href', '/pdf');
  });

  it('says so when nothing was sent, without the evidence link', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ case: 'ARB-00007', clock: [], notices: [] } as never);
    renderWithQuery(<CaseServicePanel caseName="ARB-00007" evidenceHref="/pdf" />);
    expect(await screen.findByText('No notice has been sent in this case yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
