import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { StageMover } from './StageMover';

const OPTIONS = {
  name: 'ARB-00009',
  stage: 'Second Hearing',
  options: [
    { stage: 'Third Hearing', ok: true },
    { stage: 'Final Hearing', ok: true },
    { stage: 'Award', ok: false, reason: 'An award must be saved before the case moves to Award' },
  ],
};

function renderMover(stage = 'Second Hearing') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <StageMover kind="claim" caseName="ARB-00009" stage={stage} />
    </QueryClientProvider>,
  );
}

describe('StageMover', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers only the moves whose records exist, and says what the others lack', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue(OPTIONS);
    renderMover();
    await screen.findByLabelText('Move case to stage');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select stage', 'Third Hearing', 'Final Hearing']);
    expect(screen.getByText('An award must be saved before the case moves to Award', { exact: false })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('get_stage_options', { case: 'ARB-00009' }, expect.objectContaining({ httpMethod: 'GET' }));
  });

  it('puts the new stage on the case', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(OPTIONS);
    const update = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00009', stage: 'Third Hearing' });
    const { user } = renderMover();
    await user.selectOptions(await screen.findByLabelText('Move case to stage'), 'Third Hearing');
    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    expect(await screen.findByText('Stage changed to Third Hearing')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('Claim', 'ARB-00009', { stage: 'Third Hearing' });
  });

  it('shows the server’s refusal as it words it', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(OPTIONS);
    jest
      .spyOn(api, 'updateDoc')
      .mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', messages: ['A claim cannot move from Second Hearing to Final Hearing'] }));
    const { user } = renderMover();
    await user.selectOptions(await screen.findByLabelText('Move case to stage'), 'Final Hearing');
    await user.click(screen.getByRole('button', { name: 'Move stage' }));
    expect(await screen.findByText('A claim cannot move from Second Hearing to Final Hearing')).toBeInTheDocument();
  });

  it('asks for a stage before moving', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(OPTIONS);
    const update = jest.spyOn(api, 'updateDoc');
    const { user } = renderMover();
    await user.click(await screen.findByRole('button', { name: 'Move stage' }));
    expect(screen.getByText('Choose the next stage')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('offers nothing when no move is open, and lists what is missing', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ ...OPTIONS, options: [OPTIONS.options[2]] });
    renderMover();
    expect(await screen.findByText(/No further stage change is open to you here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move stage' })).not.toBeInTheDocument();
    expect(screen.getByText(/An award must be saved/)).toBeInTheDocument();
  });

  it('says when the stages could not be loaded, and retries', async () => {
    const call = jest.spyOn(api, 'call').mockRejectedValueOnce(new FrappeError({ status: 500, excType: 'Error', messages: ['Server down'] })).mockResolvedValue(OPTIONS);
    const { user } = renderMover();
    expect(await screen.findByText('The stages open to this case could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Move case to stage')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
