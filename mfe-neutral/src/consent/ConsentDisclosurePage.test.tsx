import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import type { ConsentCase } from '../api/dispatches';
import { ConsentDisclosurePage } from './ConsentDisclosurePage';

const recorded = (overrides: Partial<ConsentCase>): ConsentCase => ({
  name: 'ARB-00002',
  case_kind: 'claim',
  title: 'Udaygiri Finance Ltd vs Meenakshi',
  stage: 'Consent And Disclosure Dispatch',
  acceptance_date: '2026-01-05',
  consent_recorded: true,
  consent_document: null,
  disclosure_document: null,
  consent_and_disclosure_dispatch: 0,
  consent_and_disclosure_channel: null,
  ...overrides,
});

function renderPage(rows: ConsentCase[]) {
  const call = jest.spyOn(api, 'call').mockImplementation((async (method: string) => (method.endsWith('list_consent_disclosure') ? rows : { updated: [] })) as typeof api.call);
  jest.spyOn(api, 'getList').mockResolvedValue([{ name: 'Courier' }, { name: 'Email' }, { name: 'Speed Post' }] as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <ConsentDisclosurePage />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, call };
}

const approvals = (call: jest.SpyInstance) => call.mock.calls.filter(([method]) => String(method).endsWith('update_bulk_dispatch_and_channel'));

describe('ConsentDisclosurePage approval', () => {
  afterEach(() => jest.restoreAllMocks());

  it('approves with the channel the deliveries were recorded with, not the list’s default', async () => {
    const { user, call } = renderPage([recorded({ recorded_channels: ['Courier'] })]);
    expect(await screen.findByLabelText('Channel for ARB-00002')).toHaveTextContent('Courier (as recorded)');
    expect(screen.queryByDisplayValue('Speed Post')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Approve the dispatch of ARB-00002' }));
    await user.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    await waitFor(() => expect(approvals(call)).toHaveLength(1));
    expect(approvals(call)[0][1]).toEqual({ claims_data: [{ name: 'ARB-00002', consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: 'Courier' }] });
  });

  it('with nothing recorded, offers every channel and starts from Speed Post', async () => {
    renderPage([recorded({ recorded_channels: [] })]);
    const select = await screen.findByRole('textbox', { name: 'Channel for ARB-00002' });
    expect(select).toHaveValue('Speed Post');
  });
});
