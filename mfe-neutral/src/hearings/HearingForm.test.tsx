import { renderWithProviders, screen, within } from 'shared-ui/test-utils';
import type { HearingRecord } from '../api/types';
import { HEARING_MESSAGES } from './hearing-schema';
import { HearingForm } from './HearingForm';

const HEARING_TYPES = ['Second Hearing', 'Third Hearing', 'Interim Hearing'];

function renderForm(props: Partial<Parameters<typeof HearingForm>[0]> = {}) {
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <HearingForm hearingTypes={HEARING_TYPES} role="Arbitrator" onSubmit={onSubmit} {...props} />,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onSubmit };
}

const firstHearing: HearingRecord = {
  name: 'HRG-00001',
  claim: 'ARB-00001',
  hearing_type: 'First Hearing',
  hearing_date: '2026-12-01',
  hearing_time: '10:30:00',
  mode_of_hearing: 'Online',
  vc_link: 'https://meet.example.in/first',
  status: 'In Progress',
  transcript: '<p>Parties present.</p><p>Reply in two weeks.</p>',
  hearing_attendees: [{ name: 'row1', name1: 'Rohan Mehta', designation: 'Director', representing: 'Claimant' }],
};

describe('HearingForm', () => {
  it('names the missing fields of a new hearing and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Hearing' }));
    expect(await screen.findByText(HEARING_MESSAGES.type)).toBeInTheDocument();
    expect(screen.getByText(HEARING_MESSAGES.date)).toBeInTheDocument();
    expect(screen.getByText(HEARING_MESSAGES.time)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps times to 5-minute steps and asks for a location when offline', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Hearing Type/), 'Second Hearing');
    await user.type(screen.getByLabelText(/Hearing Date/), '2026-12-10');
    await user.type(screen.getByLabelText(/Hearing Time/), '11:07');
    await user.selectOptions(screen.getByLabelText(/Mode of Hearing/), 'Offline');
    await user.click(screen.getByRole('button', { name: 'Save Hearing' }));
    expect(await screen.findByText(HEARING_MESSAGES.timeStep)).toBeInTheDocument();
    expect(screen.getByText(HEARING_MESSAGES.location)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds attendees (a name is required) and sends them with the minutes, status In Progress', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Hearing Type/), 'Third Hearing');
    await user.type(screen.getByLabelText(/Hearing Date/), '2026-12-10');
    await user.type(screen.getByLabelText(/Hearing Time/), '11:05');
    await user.type(screen.getByLabelText(/Video Conference Link/), 'https://meet.example.in/third');

    await user.click(screen.getByRole('button', { name: 'Add Attendee' }));
    expect(screen.getByText(HEARING_MESSAGES.attendeeName)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Attendee Name/), 'Rohan Mehta');
    await user.type(screen.getByLabelText(/^Designation/), 'Director');
    await user.type(screen.getByLabelText(/^Representing/), 'Claimant');
    await user.click(screen.getByRole('button', { name: 'Add Attendee' }));
    await user.type(screen.getByLabelText(/Attendee Name/), 'Sunil Patil');
    await user.click(screen.getByRole('button', { name: 'Add Attendee' }));
    const table = screen.getByRole('table', { name: 'Attendees' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.type(screen.getByLabelText('Minutes of Meeting'), 'Heard both sides.');
    await user.click(screen.getByRole('button', { name: 'Save Hearing' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        hearing_type: 'Third Hearing',
        hearing_time: '11:05',
        status: 'In Progress',
        transcript: '<p>Heard both sides.</p>',
        hearing_attendees: [
          expect.objectContaining({ name1: 'Rohan Mehta', designation: 'Director', representing: 'Claimant' }),
          expect.objectContaining({ name1: 'Sunil Patil' }),
        ],
      }),
      [],
    );
  }, 20_000);

  it('adds an attendee on Enter instead of saving the hearing', async () => {
    const { user, onSubmit } = renderForm({ hearing: firstHearing });
    await user.type(screen.getByLabelText(/Attendee Name/), 'Adv. Priya Nair');
    await user.type(screen.getByLabelText(/^Designation/), 'Advocate{Enter}');
    const table = screen.getByRole('table', { name: 'Attendees' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Adv. Priya Nair')).toBeInTheDocument();
    expect(screen.getByLabelText(/Attendee Name/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Representing/), '{Enter}');
    expect(screen.getByText(HEARING_MESSAGES.attendeeName)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads a saved hearing with its attendees and minutes, its type fixed', () => {
    renderForm({ hearing: firstHearing });
    expect(screen.getByLabelText(/Hearing Type/)).toBeDisabled();
    expect(screen.getByLabelText(/Hearing Time/)).toHaveValue('10:30');
    expect(screen.getByRole('cell', { name: 'Rohan Mehta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Minutes of Meeting')).toHaveValue('Parties present.\nReply in two weeks.');
    expect(screen.getByRole('button', { name: 'Update Hearing' })).toBeInTheDocument();
  });

  it('lets only an Arbitrator change the video link of the second to fourth hearing', () => {
    const second: HearingRecord = { ...firstHearing, name: 'HRG-2', hearing_type: 'Second Hearing' };
    const { unmount } = renderForm({ hearing: second, role: 'Arbitrator' });
    expect(screen.getByLabelText(/Video Conference Link/)).not.toHaveAttribute('readonly');
    unmount();

    const medArb = renderForm({ hearing: second, role: 'Med-Arb' });
    expect(screen.getByLabelText(/Video Conference Link/)).toHaveAttribute('readonly');
    medArb.unmount();

    renderForm({ hearing: firstHearing, role: 'Arbitrator' });
    expect(screen.getByLabelText(/Video Conference Link/)).toHaveAttribute('readonly');
  });

  it('offers the case’s link to a new hearing and lets a hearing without any link be given one', () => {
    const { unmount } = renderForm({ role: 'Mediator', inheritedVcLink: 'https://meet.example.in/case' });
    expect(screen.getByLabelText(/Video Conference Link/)).toHaveValue('https://meet.example.in/case');
    expect(screen.getByLabelText(/Video Conference Link/)).toHaveAttribute('readonly');
    unmount();
    renderForm({ role: 'Mediator' });
    expect(screen.getByLabelText(/Video Conference Link/)).not.toHaveAttribute('readonly');
  });
});
