import { isoDate } from 'shared-ui';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { ACCEPTANCE_MESSAGES } from './acceptance-schema';
import { AcceptForm } from './AcceptForm';

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return isoDate(date);
}

function renderForm(kind: 'claim' | 'dispute' = 'claim') {
  const onSubmit = jest.fn();
  const view = renderWithProviders(<AcceptForm kind={kind} neutralName="Dr Vikram Rao" onSubmit={onSubmit} onCancel={jest.fn()} />, {
    userEventOptions: { delay: null },
  });
  return { ...view, onSubmit };
}

describe('AcceptForm', () => {
  it('names every missing field and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.vcLink)).toBeInTheDocument();
    expect(screen.getByText(ACCEPTANCE_MESSAGES.date)).toBeInTheDocument();
    expect(screen.getByText(ACCEPTANCE_MESSAGES.time)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pre-fills the acceptance name and today’s date', () => {
    renderForm();
    expect(screen.getByLabelText(/Acceptance By/)).toHaveValue('Dr Vikram Rao');
    expect(screen.getByLabelText(/Acceptance Date/)).toHaveValue(isoDate(new Date()));
  });

  it('accepts times in 5-minute steps only and refuses a past first hearing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Video Conference Link/), 'https://meet.example.in/x');
    await user.type(screen.getByLabelText(/First Hearing Date/), '2020-01-01');
    await user.type(screen.getByLabelText(/First Hearing Time/), '10:32');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.timeStep)).toBeInTheDocument();
    expect(screen.getByText(ACCEPTANCE_MESSAGES.datePast)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Hearing Time/)).toHaveAttribute('step', '300');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a location instead of a link for an offline hearing and sends the acceptance', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Mode of Hearing/), 'Offline');
    expect(screen.queryByLabelText(/Video Conference Link/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/First Hearing Date/), tomorrow());
    await user.type(screen.getByLabelText(/First Hearing Time/), '10:35');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.location)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Hearing Location/), 'Pune Arbitration Centre');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        mode_of_hearing: 'Offline',
        hearing_location: 'Pune Arbitration Centre',
        hearing_date: tomorrow(),
        hearing_time: '10:35',
        acceptance_by: 'Dr Vikram Rao',
        acceptance_date: isoDate(new Date()),
      }),
    );
  });

  it('rejects a link that is not a web address', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Video Conference Link/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.vcLinkInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a due date only for a dispute', () => {
    const { unmount } = renderForm('claim');
    expect(screen.queryByLabelText(/Due Date/)).not.toBeInTheDocument();
    unmount();
    renderForm('dispute');
    expect(screen.getByLabelText(/Due Date/)).toBeInTheDocument();
  });

  it('carries the disclosure: the counts given and, for an arbitration, the fee confirmed', async () => {
    const { user, onSubmit } = renderForm('claim');
    await user.type(screen.getByLabelText(/Video Conference Link/), 'https://meet.example.in/x');
    await user.type(screen.getByLabelText(/First Hearing Date/), tomorrow());
    await user.type(screen.getByLabelText(/First Hearing Time/), '10:30');
    await user.type(screen.getByLabelText('Ongoing arbitrations'), '12');
    await user.type(screen.getByLabelText('Cases done for this claimant'), '3');
    await user.click(screen.getByLabelText('I confirm the arbitration fee for this case'));
    expect(screen.queryByLabelText('Ongoing mediations')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fee_confirmation: true, counts: { no_of_ongoing_cases: 12, no_of_cases_done_of_present_claimants: 3 } }),
    );
  });

  it('asks a mediator for their ongoing mediations, with no fee confirmation', async () => {
    const { user, onSubmit } = renderForm('dispute');
    expect(screen.queryByLabelText('I confirm the arbitration fee for this case')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ongoing arbitrations')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Video Conference Link/), 'https://meet.example.in/m');
    await user.type(screen.getByLabelText(/First Hearing Date/), tomorrow());
    await user.type(screen.getByLabelText(/First Hearing Time/), '15:00');
    await user.type(screen.getByLabelText('Ongoing mediations'), '4');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fee_confirmation: false, counts: { no_of_ongoing_mediations: 4 } }));
  });
});
