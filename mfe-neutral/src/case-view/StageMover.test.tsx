import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { StageMover } from './StageMover';

function renderMover(stage: string, role: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <StageMover kind="claim" caseName="ARB-00009" stage={stage} role={role} />
    </QueryClientProvider>,
  );
}

describe('StageMover', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers only the moves the stage machine allows the role', () => {
    renderMover('Issuance of Notice', 'Arbitrator');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select stage', 'Awaiting Reply', 'First Hearing', 'Consent And Disclosure Dispatch', 'Settled']);
  });

  it('puts the new stage on the case', async () => {
    const update = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00009', stage: 'Awaiting Reply' });
    const { user } = renderMover('Issuance of Notice', 'Arbitrator');
    await user.selectOptions(screen.getByLabelText('Move case to stage'), 'Awaiting Reply');
    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    expect(await screen.findByText('Stage changed to Awaiting Reply')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('Claim', 'ARB-00009', { stage: 'Awaiting Reply' });
  });

  it('shows the server’s refusal as it words it', async () => {
    jest
      .spyOn(api, 'updateDoc')
      .mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', messages: ['A claim cannot move from Issuance of Notice to Settled'] }));
    const { user } = renderMover('Issuance of Notice', 'Arbitrator');
    await user.selectOptions(screen.getByLabelText('Move case to stage'), 'Settled');
    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    expect(await screen.findByText('A claim cannot move from Issuance of Notice to Settled')).toBeInTheDocument();
  });

  it('asks for a stage before moving', async () => {
    const update = jest.spyOn(api, 'updateDoc');
    const { user } = renderMover('Assignment', 'System Manager');
    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    expect(screen.getByText('Choose the next stage')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('offers nothing to a role that moves no stages', () => {
    renderMover('Issuance of Notice', 'Claimant');
    expect(screen.queryByRole('button', { name: 'Move stage' })).not.toBeInTheDocument();
  });
});
