import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError, useSessionStore } from 'shared-api';
import { renderWithProviders, screen, within } from 'shared-ui/test-utils';
import type { ServiceNoticeRow } from '../api/service';
import { ServicePage } from './ServicePage';

const NOTICE: ServiceNoticeRow = {
  name: 'SN-1',
  case_doctype: 'Claim',
  case_name: 'ARB-00002',
  party_row: 'row1',
  party_name: 'Karthik Sundaram',
  notice_kind: 'Hearing Notice',
  state: 'In Progress',
  started_on: '2026-11-27 12:00:00',
  served_on: null,
  served_by_attempt: null,
  escalated_on: null,
  decision_asked_on: null,
  decision: null,
  decided_by: null,
  ist: { started_on: '27-11-2026 12:00 IST' },
  attempts: [
    {
      name: 'SA-1', channel: 'WhatsApp', address: '9000010203', language: 'ta', status: 'Read', provider: 'whatsapp-cloud', provider_message_id: 'wamid.1',
      queued_on: null, not_before: null, sent_on: null, delivered_on: null, read_on: null, failed_on: null, error: null, tracking_status: null, receipt_sha256: 'ab', sent_by: 'admin@demo.in',
      receipts: [{ name: 'r1', status: 'Read', event_time: null, event_time_ist: '27-11-2026 12:05 IST', source: 'Webhook', payload_sha256: 'ab', recorded_by: 'Administrator' }],
      ist: { sent_on: '27-11-2026 12:00 IST' },
    },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <ServicePage />
    </QueryClientProvider>,
    { route: '/service', userEventOptions: { delay: null } },
  );
}

const signInAs = (role: string) => useSessionStore.getState().startSession({ email: 'admin@demo.in', fullName: 'Case Manager', roles: [role] });

jest.setTimeout(20_000);

describe('ServicePage', () => {
  beforeEach(() => {
    signInAs('System Manager');
    jest.spyOn(api, 'getList').mockResolvedValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is for the case manager only', () => {
    signInAs('Arbitrator');
    renderPage();
    expect(screen.getByText('Only the case manager serves notices.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send notices' })).not.toBeInTheDocument();
  });

  it('sends a notice to a Lot and says how many were queued', async () => {
    const counts = (queued: number, sent: number) => ({ Queued: queued, Sent: sent, Delivered: 0, Read: 0, Failed: 0 });
    const call = jest.spyOn(api, 'call').mockImplementation(async (method) =>
      (method === 'get_service_batch'
        ? { batch: 'SB-1', notices: 2, served: 0, attempts: { Email: counts(0, 1), SMS: counts(2, 0), WhatsApp: counts(0, 2), Post: counts(0, 0) }, waiting: 2 }
        : { batch: 'SB-1', notices: 2, attempts: { Email: 1, SMS: 2, WhatsApp: 2, Post: 0 }, notBefore: new Date().toISOString() }) as never,
    );
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Send notices' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Notice/ }), 'Award');
    await user.click(within(form).getByText('A Lot'));
    await user.click(within(form).getByRole('button', { name: 'Send notices' }));
    expect(within(form).getByText('Enter the Lot number')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: /Lot number/ }), 'lot-00001');
    await user.click(within(form).getByRole('button', { name: 'Send notices' }));
    expect(await screen.findByText('2 notices queued: 5 messages')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('send_service_notices', { notice_kind: 'Award', lot: 'LOT-00001' });
    const progress = await screen.findByRole('region', { name: 'Progress of SB-1' });
    expect(within(progress).getByText('2 messages still to leave')).toBeInTheDocument();
    expect(within(progress).getByText('0 of 2 notices served')).toBeInTheDocument();
    expect(within(progress).getByRole('row', { name: /SMS/ })).toHaveTextContent('SMS20000');
  });

  it('shows the server\'s refusal where the case number was typed', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', message: 'Every respondent of ARB-00002 has already been sent a Award, or there is none' }));
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Send notices' });
    await user.type(within(form).getByRole('textbox', { name: /Case number/ }), 'ARB-00002');
    await user.click(within(form).getByRole('button', { name: 'Send notices' }));
    expect(await within(form).findByText(/already been sent/)).toBeInTheDocument();
  });

  it('lists a party\'s attempts and receipts in IST, offers post and the affidavit', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue([NOTICE]);
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Service record of a case' });
    await user.type(within(form).getByRole('textbox', { name: 'Case number' }), 'arb-00002');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    const card = await screen.findByRole('region', { name: 'Hearing Notice: Karthik Sundaram' });
    expect(call).toHaveBeenCalledWith('get_service_record', { case: 'ARB-00002' }, expect.objectContaining({ httpMethod: 'GET' }));
    const row = within(card).getByRole('row', { name: /WhatsApp/ });
    expect(row).toHaveTextContent('9000010203');
    expect(row).toHaveTextContent('Read · 27-11-2026 12:05 IST');
    expect(row).toHaveTextContent('wamid.1');
    expect(within(card).getByRole('link', { name: 'Download affidavit of service of Karthik Sundaram' })).toHaveAttribute('href', expect.stringContaining('format=Affidavit+of+Service'));
    await user.type(within(card).getByLabelText('Article number for Karthik Sundaram'), '12345');
    await user.click(within(card).getByRole('button', { name: 'Record article' }));
    expect(within(card).getByText('Two letters, nine digits and IN, e.g. RK123456789IN')).toBeInTheDocument();
  });

  it('offers the whole case\'s evidence of service as one PDF', async () => {
    jest.spyOn(api, 'call').mockResolvedValue([NOTICE]);
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Service record of a case' });
    await user.type(within(form).getByRole('textbox', { name: 'Case number' }), 'ARB-00002');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    const link = await screen.findByRole('link', { name: 'Download the evidence of service of ARB-00002 (PDF)' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/doctype=Service\+Notice&name=ARB-00002&format=Service\+Evidence/));
  });

  it('imports India Post tracking from a CSV and says what became of each row', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue([
      { article_number: 'RK123456789IN', outcome: 'recorded' },
      { article_number: 'RK123456790IN', outcome: 'replay' },
      { article_number: 'RK123456791IN', outcome: 'unknown' },
    ]);
    const { user } = renderPage();
    const card = screen.getByRole('form', { name: 'Import India Post tracking' });
    const csv = 'Article number,Status,Date,Remarks\nrk123456789in,Delivered,20-11-2026,"Delivered, to addressee"\n\nRK123456790IN,In Transit,,\nRK123456791IN,Returned,21-11-2026,\n';
    await user.upload(card.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], 'tracking.csv', { type: 'text/csv' }));
    await user.click(await within(card).findByRole('button', { name: 'Import 3 rows' }));
    expect(await within(card).findByText('Recorded 1; already recorded or older 1; no post attempt with that article number 1.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('record_post_tracking', {
      rows: [
        { article_number: 'RK123456789IN', status: 'Delivered', date: '20-11-2026', remarks: 'Delivered, to addressee' },
        { article_number: 'RK123456790IN', status: 'In Transit' },
        { article_number: 'RK123456791IN', status: 'Returned', date: '21-11-2026' },
      ],
    });
  });

  it('records the case manager\'s decision on substituted service for a notice awaiting it', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(async (method) => (method === 'get_service_record' ? [{ ...NOTICE, state: 'Awaiting Decision' }] : { notice: 'SN-1', state: 'Substituted Service' }) as never);
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Service record of a case' });
    await user.type(within(form).getByRole('textbox', { name: 'Case number' }), 'ARB-00002');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    const card = await screen.findByRole('region', { name: 'Hearing Notice: Karthik Sundaram' });
    await user.click(within(card).getByRole('button', { name: 'Record decision' }));
    expect(within(card).getByText('Write the decision')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Decision on substituted service for Karthik Sundaram'), 'Advertisement in The Hindu, Chennai edition');
    await user.click(within(card).getByRole('button', { name: 'Record decision' }));
    expect(call).toHaveBeenCalledWith('decide_substituted_service', { notice: 'SN-1', decision: 'Advertisement in The Hindu, Chennai edition' });
  });

  it('sets a notice kind\'s escalation ladder, saving over the version it showed', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([{ name: 'Award', notice_kind: 'Award', first_channels: 'Email, SMS', days_to_post: 3, days_to_decision: 10, modified: '2026-11-27 10:00:00.000000' }]);
    const update = jest.spyOn(api, 'updateDoc').mockResolvedValue({} as never);
    const create = jest.spyOn(api, 'createDoc').mockResolvedValue({} as never);
    const { user } = renderPage();
    const award = await screen.findByRole('form', { name: 'Escalation ladder of Award' });
    expect(within(award).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(within(award).getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    await user.click(within(award).getByRole('checkbox', { name: 'WhatsApp' }));
    await user.clear(within(award).getByRole('textbox', { name: 'Days before registered post' }));
    await user.type(within(award).getByRole('textbox', { name: 'Days before registered post' }), '5');
    await user.click(within(award).getByRole('button', { name: 'Save ladder' }));
    expect(update).toHaveBeenCalledWith('Service Escalation Rule', 'Award', { notice_kind: 'Award', first_channels: 'Email, SMS, WhatsApp', days_to_post: 5, days_to_decision: 10, modified: '2026-11-27 10:00:00.000000' });

    const hearing = screen.getByRole('form', { name: 'Escalation ladder of Hearing Notice' });
    expect(within(hearing).getByText('Default ladder (not saved yet)')).toBeInTheDocument();
    for (const channel of ['Email', 'SMS', 'WhatsApp']) await user.click(within(hearing).getByRole('checkbox', { name: channel }));
    await user.click(within(hearing).getByRole('button', { name: 'Save ladder' }));
    expect(within(hearing).getByText('Choose at least one channel')).toBeInTheDocument();
    await user.click(within(hearing).getByRole('checkbox', { name: 'Post' }));
    await user.click(within(hearing).getByRole('button', { name: 'Save ladder' }));
    expect(create).toHaveBeenCalledWith('Service Escalation Rule', { notice_kind: 'Hearing Notice', first_channels: 'Post', days_to_post: 7, days_to_decision: 15 });
  });
});
