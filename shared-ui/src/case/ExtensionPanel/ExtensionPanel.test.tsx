import { screen, waitFor, within } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { ExtensionPanel, type ExtensionCase } from './ExtensionPanel';

afterEach(() => jest.restoreAllMocks());

const TODAY = '2026-11-23';
const dispute = (overrides: Partial<ExtensionCase> = {}): ExtensionCase => ({
  name: 'MED-00002',
  stage: 'Hearing',
  due_date: '2026-12-08', // 15 days ahead
  extension_status: 'New',
  ...overrides,
});

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ExtensionPanel', () => {
  it('lets a party ask for 60 days by default and shows the extended date as due date + days', async () => {
    const { call } = fakeServer({ methods: { update_mediation: { name: 'MED-00002', extension_status: 'Extension Request Sent' } } });
    const { user } = renderWithQuery(<ExtensionPanel caseDoc={dispute()} party="respondent" today={TODAY} />);
    expect(valueOf('Extension Status')).toHaveTextContent('New');
    await user.click(screen.getByRole('button', { name: 'Request Extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Extension' });
    expect(within(dialog).getByLabelText('Due Date')).toHaveValue('08-12-2026');
    expect(within(dialog).getByRole('textbox', { name: /number of days/i })).toHaveValue('60');
    expect(within(dialog).getByLabelText('Extended Date')).toHaveValue('06-02-2027');
    const daysInput = within(dialog).getByRole('textbox', { name: /number of days/i });
    await user.clear(daysInput);
    await user.type(daysInput, '30');
    expect(within(dialog).getByLabelText('Extended Date')).toHaveValue('07-01-2027');
    await user.type(within(dialog).getByLabelText('Reason for Extension'), 'Salary delayed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'update_mediation',
        { case: 'MED-00002', action: 'request', no_of_days_extended: 30, reason_for_extension: 'Salary delayed' },
        undefined,
      ),
    );
    // The toast says what happened (a request, not a generic "updated").
    expect(await screen.findByText('Extension requested')).toBeInTheDocument();
    expect(screen.queryByText('Dispute Updated successfully')).not.toBeInTheDocument();
  });

  it('offers no request while the due date is more than 20 days away, or already past', () => {
    const { rerender } = renderWithQuery(<ExtensionPanel caseDoc={dispute({ due_date: '2026-12-20' })} party="claimant" today={TODAY} />);
    expect(screen.queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();
    rerender(<ExtensionPanel caseDoc={dispute({ due_date: '2026-11-22' })} party="claimant" today={TODAY} />);
    expect(screen.queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();
  });

  it('shows the due date in red within 10 days, not before', () => {
    const { rerender } = renderWithQuery(<ExtensionPanel caseDoc={dispute({ due_date: '2026-12-01' })} party="respondent" today={TODAY} />);
    expect(valueOf('Due Date')).toHaveAttribute('data-alert', 'true');
    expect(valueOf('Due Date')).toHaveTextContent('01-12-2026 (due within 10 days)');
    rerender(<ExtensionPanel caseDoc={dispute({ due_date: '2026-12-08' })} party="respondent" today={TODAY} />);
    expect(valueOf('Due Date')).not.toHaveAttribute('data-alert');
  });

  it('shows the requester Requested for Extension with a Sent tag and no second request', () => {
    renderWithQuery(
      <ExtensionPanel caseDoc={dispute({ extension_status: 'Extension Request Sent', requested_by_respondent: 1, no_of_days_extended: 60 })} party="respondent" today={TODAY} />,
    );
    expect(screen.getByText('Requested for Extension')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(valueOf('Requested By')).toHaveTextContent('Respondent');
  });

  it('lets the other party approve a waiting request', async () => {
    const { call } = fakeServer({ methods: { update_mediation: { name: 'MED-00002', extension_status: 'Extended', is_extended: 1, extended_date: '2027-02-06' } } });
    const { user } = renderWithQuery(
      <ExtensionPanel caseDoc={dispute({ extension_status: 'Extension Request Sent', requested_by_respondent: 1 })} party="claimant" today={TODAY} />,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('update_mediation', { case: 'MED-00002', action: 'approve' }, undefined));
    // The new due date as the server saved it, day-month-year.
    expect(await screen.findByText('Extension approved: new due date 06-02-2027')).toBeInTheDocument();
  });

  it('shows the extended date once extended and lets the answering party change the answer', async () => {
    const { call } = fakeServer({ methods: { update_mediation: { name: 'MED-00002', extension_status: 'Extension Rejected', is_extended: 0 } } });
    const { user } = renderWithQuery(
      <ExtensionPanel
        caseDoc={dispute({ extension_status: 'Extended', is_extended: 1, requested_by_claimant: 1, extended_date: '2027-02-06' })}
        party="respondent"
        today={TODAY}
      />,
    );
    expect(valueOf('Extended Date')).toHaveTextContent('06-02-2027');
    expect(valueOf('Due Date')).not.toHaveAttribute('data-alert');
    await user.selectOptions(screen.getByLabelText('Change your answer'), 'reject');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('update_mediation', { case: 'MED-00002', action: 'reject' }, undefined));
    expect(await screen.findByText('Extension request rejected')).toBeInTheDocument();
  });

  it('shows the server refusal as an error toast', async () => {
    fakeServer({ methods: { update_mediation: () => Promise.reject(new Error('no')) } });
    const { user } = renderWithQuery(
      <ExtensionPanel caseDoc={dispute({ extension_status: 'Extension Request Sent', requested_by_claimant: 1 })} party="respondent" today={TODAY} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The extension could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('is read-only for the neutral and absent for a claim', () => {
    const { rerender } = renderWithQuery(
      <ExtensionPanel caseDoc={dispute({ extension_status: 'Extension Request Sent', requested_by_claimant: 1 })} party="neutral" today={TODAY} />,
    );
    expect(screen.getByRole('region', { name: 'Extension of Time' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ExtensionPanel caseDoc={dispute({ name: 'ARB-1' })} party="claimant" today={TODAY} />);
    expect(screen.queryByRole('region', { name: 'Extension of Time' })).not.toBeInTheDocument();
  });
  it("says its Due Date is the one set on acceptance, not the statutory limit of s.18", () => {
    renderWithQuery(<ExtensionPanel caseDoc={dispute()} party="neutral" today={TODAY} />);
    expect(screen.getByText(/Due Date is the date set when the mediator accepted the case/)).toBeInTheDocument();
    expect(screen.getByText(/The limit of the Mediation Act 2023 is Mediation due \(s\.18\) under Statutory clock/)).toBeInTheDocument();
  });
});
