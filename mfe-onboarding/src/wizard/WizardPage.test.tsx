import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api, FrappeError } from 'shared-api';
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
    if (method.endsWith('start_signup')) return { signup_token: 't'.repeat(43) } as never;
    // The server's answers to a code: sent (the number another account holds is refused), right or wrong.
    if (method.endsWith('send_identity_code')) {
      if (params?.value === '9800000001') {
        throw new FrappeError({ status: 409, excType: 'DuplicateEntryError', message: 'This mobile number is already registered to another account. Use another number, or sign in.' });
      }
      return { sent: true, to: '******3210', expires_in: 600, resend_after: 60 } as never;
    }
    if (method.endsWith('verify_identity_code')) {
      if (params?.code !== '123456') throw new FrappeError({ status: 417, excType: 'ValidationError', message: 'That code is not right. Check the latest code we sent and try again.' });
      return { verified: true } as never;
    }
    if (method.endsWith('get_privacy_notice')) {
      return {
        version: '2026-11-1',
        notice: { en: { title: 'How we use your personal data', paragraphs: ['We collect your name.'], agree: 'I have read this notice and agree' }, hi: { title: 'हम', paragraphs: [], agree: 'सहमत' } },
        grievance: null,
        consented: false,
      } as never;
    }
    throw new Error(`unexpected call ${method}`);
  });
});
afterEach(() => jest.restoreAllMocks());

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Proves the e-mail or mobile through the form: Send code, type it, Verify. */
async function prove(user: Parameters<typeof typeInto>[0], channel: 'email' | 'mobile', code = '123456') {
  await user.click(screen.getByRole('button', { name: channel === 'email' ? 'Send code to this e-mail' : 'Send code by SMS' }));
  await typeInto(user, await screen.findByLabelText(channel === 'email' ? 'Code from the e-mail' : 'Code from the SMS'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  if (code === '123456') expect(await screen.findByText(channel === 'email' ? 'E-mail verified' : 'Mobile number verified')).toBeInTheDocument();
}

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
    await typeInto(user, screen.getByLabelText(/Company PAN/), 'ABCCE1234F');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    // Neither the e-mail nor the mobile is taken on trust.
    expect(await screen.findByText('Verify your e-mail address with the code we send to it')).toBeInTheDocument();
    expect(screen.getByText('Verify your mobile number with the code we send to it')).toBeInTheDocument();
    await prove(user, 'email', '000000');
    expect(await screen.findByText('That code is not right. Check the latest code we sent and try again.')).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code to ******3210. It works for 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new code in [01]:\d\d/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the e-mail'));
    await typeInto(user, screen.getByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('E-mail verified')).toBeInTheDocument();
    await prove(user, 'mobile');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(tab(/Additional Details/)).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByLabelText(/Aadhaar Number/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Taluk/)).toHaveAttribute('aria-required', 'true');
  });

  it('blocks continuing with an e-mail that is already registered', async () => {
    const { user } = renderWizard(<WizardPage flow={ENROLMENT_FLOW} />);
    await typeInto(user, screen.getByLabelText(/First Name/), 'Ravi');
    await typeInto(user, screen.getByLabelText(/^Email/), 'taken@example.in');
    await typeInto(user, screen.getByLabelText(/Primary Number/), '98000 00001');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    // Why the number is refused, and nothing about whose it is.
    expect(await screen.findByText('This mobile number is already registered to another account. Use another number, or sign in.')).toBeInTheDocument();
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
    // No title or gender is assumed for anyone.
    expect(screen.getByLabelText(/Salutation/)).toHaveValue('');
    expect(screen.getByLabelText(/Gender/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Male');
    await typeInto(user, screen.getByLabelText(/Primary Number/), '+91 98765 43210');
    await prove(user, 'email');
    await prove(user, 'mobile');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(tab(/Terms & Conditions/)).toHaveAttribute('aria-selected', 'true'));

    const agree = screen.getByLabelText('I agree to the terms and conditions');
    expect(agree).toBeChecked();
    await user.click(agree);
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    await user.click(agree);
    // The privacy notice's own consent is never ticked beforehand, and is needed (DPDP Act s. 6).
    expect(await screen.findByText('We collect your name.')).toBeInTheDocument();
    const consent = screen.getByLabelText('I have read this notice and agree');
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Signup Successfully! Your password will be sent to your registered email address shortly.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Med-Arb enrolment successful')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'User Registration',
      expect.objectContaining({ user_type: 'Med-Arb', email_id: 'ravi@example.in', primary_number: '9876543210', salutation: null, gender: 'Male', tc_accepted: 1, is_prim_whatsapp: 0, privacy_notice_version: '2026-11-1' }),
    );
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
