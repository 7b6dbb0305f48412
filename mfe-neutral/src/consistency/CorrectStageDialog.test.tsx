import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, CLAIM_STAGES, DISPUTE_STAGES, FrappeError } from 'shared-api';
import { renderWithProviders, screen, within } from 'shared-ui/test-utils';
import { correctionStages, CorrectStageDialog, type CorrectionTarget } from './CorrectStageDialog';

const BROKEN: CorrectionTarget = {
  kind: 'dispute',
  name: 'MED-00042',
  stage: 'Completed',
  problems: ['A dispute is Completed once its settlement is registered, its non-settlement recorded or its award dispatched'],
};

function renderDialog(target: CorrectionTarget | null = BROKEN) {
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <CorrectStageDialog target={target} onClose={onClose} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onClose, invalidate };
}

describe('correctionStages', () => {
  it("offers every stage of the case's kind but Draft and the stage it is at", () => {
    expect(correctionStages('dispute', 'Completed')).toEqual(DISPUTE_STAGES.filter((stage) => stage !== 'Draft' && stage !== 'Completed'));
    expect(correctionStages('claim', 'Award')).toEqual(CLAIM_STAGES.filter((stage) => stage !== 'Draft' && stage !== 'Award'));
    expect(correctionStages('claim', 'Award')).toContain('Settled');
  });
});

// Typing into Mantine fields is slow on a shared CI machine.
jest.setTimeout(20_000);

describe('CorrectStageDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a labelled dialog that shows the stage now and what the records do not bear out', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Correct the stage of MED-00042' });
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'What the records do not bear out' })).toHaveTextContent(BROKEN.problems![0]);
    const options = within(dialog).getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Select stage');
    expect(options).toContain('Hearing');
    expect(options).not.toContain('Draft');
    expect(options).not.toContain('Completed');
    expect(options).not.toContain('First Hearing');
  });

  it('asks for a stage and a reason before calling the server', async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Correct stage' }));
    expect(screen.getByText('Choose the stage the case should be at')).toBeInTheDocument();
    expect(screen.getByText('Give the reason for the correction; it is kept in the case history')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason for the correction/)).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText(/Correct stage to/), 'Hearing');
    await user.type(screen.getByLabelText(/Reason for the correction/), '   ');
    await user.click(screen.getByRole('button', { name: 'Correct stage' }));
    expect(screen.queryByText('Choose the stage the case should be at')).not.toBeInTheDocument();
    expect(screen.getByText('Give the reason for the correction; it is kept in the case history')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('corrects the stage with the reason, says so, refreshes the case and the check, and closes', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({
      name: 'MED-00042',
      stage: 'Hearing',
      stage_correction_reason: 'Completed by mistake in the import (Completed → Hearing)',
    });
    const { user, onClose, invalidate } = renderDialog();
    await user.selectOptions(screen.getByLabelText(/Correct stage to/), 'Hearing');
    await user.type(screen.getByLabelText(/Reason for the correction/), '  Completed by mistake in the import ');
    await user.click(screen.getByRole('button', { name: 'Correct stage' }));
    expect(await screen.findByText('MED-00042 corrected to Hearing')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('correct_stage', {
      case: 'MED-00042',
      stage: 'Hearing',
      reason: 'Completed by mistake in the import',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['neutral', 'case-consistency'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: expect.arrayContaining(['MED-00042']) });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server’s refusal in its own words', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(
      new FrappeError({ status: 417, excType: 'ValidationError', messages: ['Only a settled dispute can be registered: record the settlement first'] }),
    );
    const { user, onClose } = renderDialog();
    await user.selectOptions(screen.getByLabelText(/Correct stage to/), 'Registration');
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Registered offline');
    await user.click(screen.getByRole('button', { name: 'Correct stage' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The stage was not corrected');
    expect(alert).toHaveTextContent('Only a settled dispute can be registered: record the settlement first');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Reason for the correction/)).toHaveValue('Registered offline');
  });

  it('submits from the keyboard and closes with Cancel', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ name: 'MED-00042', stage: 'Hearing', stage_correction_reason: 'x' });
    const { user, onClose } = renderDialog({ kind: 'dispute', name: 'MED-00042', stage: 'Completed' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const select = screen.getByLabelText(/Correct stage to/);
    select.focus();
    await user.selectOptions(select, 'Hearing');
    await user.tab();
    expect(screen.getByLabelText(/Reason for the correction/)).toHaveFocus();
    await user.keyboard('Typed from the keyboard');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Correct stage' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('MED-00042 corrected to Hearing')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);

    onClose.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a case', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
