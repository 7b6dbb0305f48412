import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from 'shared-api';
import { renderWithProviders } from 'shared-ui/test-utils';
import { DataRequestsPage } from './DataRequestsPage';
import { MyDataPage } from './MyDataPage';

const NOTICE = {
  version: '2026-11-1',
  notice: { en: { title: 'How we use your personal data', paragraphs: ['We collect your name.'], agree: 'I have read this notice and agree' }, hi: { title: 'हम', paragraphs: [], agree: 'सहमत' } },
  grievance: { name: 'Asha Rao', email: 'grievance@example.in', phone: null },
  consented: false,
};
const OPEN = {
  name: 'DPR-2026-0000AAAA',
  kind: 'Correction',
  details: 'My address is 12 MG Road, Pune 411001',
  status: 'Open',
  filed_at: '2026-08-01T06:30:00.000Z',
  due_by: '2026-10-30T06:30:00.000Z',
  overdue: true,
  answer: null,
  answered_at: null,
  subject: 'respondent:ARB-00003:9000000001',
};

function render(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { userEventOptions: { delay: null } });
}

afterEach(() => jest.restoreAllMocks());

describe('Your data (DPDP Act 2023)', () => {
  it('shows the notice and the grievance officer, records consent, and files a correction with its details', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(async (method: string) => {
      if (method === 'get_privacy_notice') return NOTICE as never;
      if (method === 'my_data_requests') return [] as never;
      if (method === 'record_consent') return { version: NOTICE.version, recorded_at: '2026-11-29T00:00:00Z' } as never;
      if (method === 'file_data_request') return { ...OPEN, overdue: false, filed_at: '2026-11-29T06:30:00.000Z', due_by: '2027-02-27T06:30:00.000Z' } as never;
      throw new Error(`unexpected ${method}`);
    });
    const { user } = render(<MyDataPage />);
    expect(await screen.findByText('We collect your name.')).toBeInTheDocument();
    expect(screen.getByText('Questions or complaints about your data: Asha Rao, grievance@example.in.')).toBeInTheDocument();
    expect(screen.getByText('You have made no requests.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have read this notice and agree' }));
    expect(call).toHaveBeenCalledWith('record_consent', { version: '2026-11-1', language: 'en' });

    await user.click(screen.getByRole('radio', { name: 'Correct my data' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Say what you want changed, erased or what went wrong.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('file_data_request', expect.anything());
    await user.type(screen.getByLabelText('Details'), 'My address is 12 MG Road, Pune 411001');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('file_data_request', { kind: 'Correction', details: 'My address is 12 MG Road, Pune 411001' }));
    expect(await screen.findByText('Request DPR-2026-0000AAAA sent. The answer is due by 27-02-2027.')).toBeInTheDocument();
  });
});

describe('Data requests (case manager)', () => {
  it('marks an overdue request and answers it once, with the text the person reads', async () => {
    let answered = false;
    const call = jest.spyOn(api, 'call').mockImplementation(async (method: string) => {
      if (method === 'list_data_requests') return (answered ? [{ ...OPEN, status: 'Refused', overdue: false, answer: 'Kept as the law requires', answered_at: '2026-11-29T06:30:00.000Z' }] : [OPEN]) as never;
      if (method === 'answer_data_request') {
        answered = true;
        return { ...OPEN, status: 'Refused' } as never;
      }
      throw new Error(`unexpected ${method}`);
    });
    const { user } = render(<DataRequestsPage />);
    const card = await screen.findByRole('region', { name: OPEN.name });
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByText('Sent on 01-08-2026; the answer is due by 30-10-2026.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(within(card).getByText('Write the answer the person will read.')).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Refuse' }));
    await user.type(within(card).getByLabelText('What the person reads'), 'Kept as the law requires');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('answer_data_request', { request: OPEN.name, status: 'Refused', answer: 'Kept as the law requires' }));
    expect(await screen.findByText(/Refused on 29-11-2026\. Kept as the law requires/)).toBeInTheDocument();
  });
});
