import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { AppointmentsPage } from './AppointmentsPage';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <AppointmentsPage />
    </QueryClientProvider>,
    { route: '/appointments', userEventOptions: { delay: null } },
  );
}

/** A draw for ARB-00001 (drawn) and, unless `allDrawn`, ARB-00002 (no eligible neutral). */
async function draw(allDrawn: boolean) {
  jest.spyOn(api, 'getList').mockResolvedValue([] as never);
  jest.spyOn(api, 'call').mockImplementation((async (name: string) =>
    name === 'allocate_neutrals'
      ? {
          allocation: 'AL-1',
          seed: 'f00d',
          drawn: [{ case: 'ARB-00001', draw: 'd1', neutral: 'meera.iyer@demo.in' }],
          undrawn: allDrawn ? [] : [{ case: 'ARB-00002', draw: 'd2', reason: 'No eligible neutral on any panel for this case' }],
          skipped: [],
        }
      : []) as never);
  const { user } = renderPage();
  await user.click(await screen.findByRole('tab', { name: 'Allocate' }));
  await user.click(screen.getByText('A selection'));
  await user.type(screen.getByRole('textbox', { name: /Case numbers/ }), allDrawn ? 'ARB-00001' : 'ARB-00001 ARB-00002');
  await user.selectOptions(screen.getByRole('combobox', { name: /Legal basis/ }), 'Institutional rule in the agreement');
  await user.type(screen.getByRole('textbox', { name: /Reference/ }), 'Clause 18');
  await user.click(screen.getByRole('button', { name: 'Run the draw' }));
}

jest.setTimeout(20_000);

describe('AppointmentsPage allocation', () => {
  beforeEach(() => useSessionStore.getState().startSession({ email: 'admin@demo.in', fullName: 'Case Manager', roles: ['System Manager'] }));
  afterEach(() => jest.restoreAllMocks());

  it('says how many cases were left without a neutral instead of a plain success', async () => {
    await draw(false);
    expect(await screen.findByText('1 neutral drawn; 1 case was not: see why below.')).toBeInTheDocument();
    expect(screen.queryByText('1 neutral drawn')).toBeNull();
  });

  it('reports success when every case got its neutral', async () => {
    await draw(true);
    expect(await screen.findByText('1 neutral drawn')).toBeInTheDocument();
    expect(screen.queryByText(/case was not/)).toBeNull();
  });
});
