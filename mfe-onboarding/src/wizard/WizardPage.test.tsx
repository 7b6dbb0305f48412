import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from 'shared-api';
import { renderWithProviders } from 'shared-ui/test-utils';
import { ADVOCATE_FLOW, CLAIMANT_FLOW, ENROLMENT_FLOW } from './flows';
import { WizardPage } from './WizardPage';

function renderWizard(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, {
    userEventOptions: { delay: null },
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
}

jest.setTimeout(60_000);

let registered: string[];
beforeEach(() => {
  window.sessionStorage.clear();
  registered = ['taken@example.in'];
  jest.spyOn(api, 'getList').mockImplementation(async (doctype: string) => {
    if (doctype === 'Salutation') return ['Mr', 'Mrs', 'M/s'].map((salutation) => ({ name: salutation, salutation })) as never;
    return [] as never;
  });
  jest.spyOn(api, 'call').mockImplementation(async (method: string, params?: Record<string, unknown>) => {
    if (method.endsWith('validate_email')) return { error: registered.includes(String(params?.email_id)) } as never;
    throw new Error(`unexpected call ${method}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Pasting is one event where typing is one per key: the same for the form, quicker on a busy machine. */
async function typeInto(user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> }, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('the wizard engine', () => {
  it('keeps later tabs locked, shows the step’s messages under the fields and moves on once they are right', async () => {
    const { user } = renderWizard(<WizardPage flow={CLAIMANT_FLOW} />);
    expect(tab(/Additional Details/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Customer Type is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/Customer Type/), 'Enterprise');
    await typeInto(user, screen.getByLabelText(/Company Name/), 'Sahyadri Finance');
    await typeInto(user, screen.getByLabelText(/Company PAN/), 'ABCDE12345');
    await typeInto(user, screen.getByLabelText(/^Email/), 'ops@sahyadri.in');
    await typeInto(user, screen.getByLabelText(/Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Invalid PAN format')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company PAN/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/Company PAN/));
    await typeInto(user, screen.getByLabelText(/Company PAN/), 'ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(tab(/Additional Details/)).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByLabelText(/Aadhaar Number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Taluk/)).toHaveAttribute('aria-required', 'true');
  });

  it('blocks continuing with an e-mail that is already registered', async () => {
    const { user } = renderWizard(<WizardPage flow={ENROLMENT_FLOW} />);
    await typeInto(user, screen.getByLabelText(/First Name/), 'Ravi');
    await typeInto(user, screen.getByLabelText(/^Email/), 'taken@example.in');
    await typeInto(user, screen.getByLabelText(/Primary Number/), '9876543210');
    expect(await screen.findByText('This email is already existed!', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(tab(/User Details/)).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed across a reload, submits after the overlay and sends OK to /login', async () => {
    const create = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'UR-00077', status: 'Draft' } as never);
    const first = renderWizard(<WizardPage flow={ENROLMENT_FLOW} />);
    await first.user.click(screen.getByRole('radio', { name: 'Both' }));
    await typeInto(first.user, screen.getByLabelText(/First Name/), 'Ravi');
    await typeInto(first.user, screen.getByLabelText(/^Email/), 'ravi@example.in');
    first.unmount();

    const { user, location } = renderWizard(<WizardPage flow={ENROLMENT_FLOW} />);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ravi');
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    await typeInto(user, screen.getByLabelText(/Primary Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(tab(/Terms & Conditions/)).toHaveAttribute('aria-selected', 'true'));

    const agree = screen.getByLabelText('I agree to the terms and conditions');
    expect(agree).toBeChecked();
    await user.click(agree);
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Signup Successfully! Your password will be sent to your registered email address shortly.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Med-Arb Entroll successfull')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('User Registration', expect.objectContaining({ user_type: 'Med-Arb', email_id: 'ravi@example.in', tc_accepted: 1, is_prim_whatsapp: 0 }));
    expect(window.sessionStorage.getItem('odr-signup:enrolment')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 3000 });
  });

  it('tells an advocate about an incomplete row, and adds, edits and deletes rows', async () => {
    window.sessionStorage.setItem(
      'odr-signup:advocate',
      JSON.stringify({ values: { customer_type: 'Individual', email_id: 'adv@example.in', taluk: 'Haveli', qualification: [], profession: [] }, savedSteps: ['userdetails', 'additionaldetails'], active: 'advocatedetails', token: null, tokenExpires: null }),
    );
    const { user } = renderWizard(<WizardPage flow={ADVOCATE_FLOW} />);
    await typeInto(user, screen.getByLabelText('Institution'), 'ILS Law College');
    await user.click(screen.getByRole('button', { name: 'Add Education' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields before adding or updating');
    await typeInto(user, screen.getAllByLabelText('Course Name')[0], 'LL.B.');
    await typeInto(user, screen.getAllByLabelText('Year of Passing')[0], '2004');
    await user.click(screen.getByRole('button', { name: 'Add Education' }));
    expect(screen.getByRole('table', { name: 'Education' })).toHaveTextContent('ILS Law College');
    expect(screen.getByLabelText('Institution')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Education row 1' }));
    expect(screen.getByLabelText('Institution')).toHaveValue('ILS Law College');
    await user.clear(screen.getByLabelText('Institution'));
    await typeInto(user, screen.getByLabelText('Institution'), 'Symbiosis Law School');
    await user.click(screen.getByRole('button', { name: 'Update Education' }));
    expect(screen.getByRole('table', { name: 'Education' })).toHaveTextContent('Symbiosis Law School');
    await user.click(screen.getByRole('button', { name: 'Delete Education row 1' }));
    expect(screen.queryByRole('table', { name: 'Education' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Please attach a file for Bar Council ID before continuing.')).toBeInTheDocument();
  });
});
