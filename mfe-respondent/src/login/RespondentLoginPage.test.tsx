import { api, FrappeError, useSessionStore } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import { Route, Routes } from 'react-router';
import { RespondentLoginPage } from './RespondentLoginPage';
import * as access from './respondent-access';

jest.mock('./respondent-access', () => ({
  ...jest.requireActual('./respondent-access'),
  requestCode: jest.fn(),
}));

const requestCode = access.requestCode as jest.MockedFunction<typeof access.requestCode>;

const SENT: access.CodeSent = {
  sent: true,
  case: 'MED-00002',
  doctype: 'Dispute',
  masked_mobile: '******0402',
  expires_in: 60,
  resend_after: 60,
};

function renderLogin(route = '/Respondentlogin') {
  return renderWithProviders(
    <Routes>
      <Route path="/Respondentlogin" element={<RespondentLoginPage />} />
      <Route path="/Respondentlogin/:id" element={<RespondentLoginPage />} />
    </Routes>,
    { route },
  );
}

const caseNumber = () => screen.getByLabelText(/^Case Number/);
const mobile = () => screen.getByLabelText(/^Mobile Number/);
const getOtp = () => screen.getByRole('button', { name: 'Get OTP' });

/** The help line's settings; undefined leaves them loading, so the other tests see no late update. */
let helpPhone: string | null | undefined;

beforeEach(() => {
  useSessionStore.getState().clearSession();
  requestCode.mockReset();
  helpPhone = undefined;
  // The page asks the server for the deployment's help line; everything else is mocked above.
  jest.spyOn(api, 'call').mockImplementation((method: string) => {
    if (method !== 'get_portal_settings') return Promise.reject(new Error(`unexpected call ${method}`));
    return helpPhone === undefined ? new Promise(() => undefined) : Promise.resolve({ help_phone: helpPhone } as never);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('RespondentLoginPage (SPEC §2, §5 Respondent login)', () => {
  it('asks for the case number and the mobile and sends nothing', async () => {
    const { user } = renderLogin();
    await user.click(getOtp());
    expect(await screen.findByText('Case Number is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('wants exactly 10 digits in the mobile number', async () => {
    const { user } = renderLogin();
    await user.type(caseNumber(), 'ARB-00003');
    await user.type(mobile(), '98765');
    await user.click(getOtp());
    expect(await screen.findByText('Mobile number must have exactly 10 digits')).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it.each([
    ['09000010301'],
    ['+91 90000 10301'],
    ['0091 90000 10301'],
    ['91-90000-10301'],
  ])('takes %s as typed and sends its 10 digits (+91, 0091, 91 or 0 and separators dropped)', async (typed) => {
    requestCode.mockResolvedValue({ ...SENT, case: 'ARB-00003', doctype: 'Claim' });
    const { user } = renderLogin('/Respondentlogin/ARB-00003');
    await user.type(mobile(), typed);
    expect(mobile()).toHaveValue(typed);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'Borrower');
    await user.click(getOtp());
    await waitFor(() => expect(requestCode).toHaveBeenCalledWith(expect.objectContaining({ mobile: '9000010301' })));
  });

  it('refuses eleven digits that are not a 0-prefixed number instead of cutting them', async () => {
    const { user } = renderLogin('/Respondentlogin/ARB-00003');
    await user.type(mobile(), '90000103012');
    await user.click(getOtp());
    expect(await screen.findByText('Mobile number must have exactly 10 digits')).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('refuses a number that does not start with 6, 7, 8 or 9, saying why', async () => {
    const { user } = renderLogin('/Respondentlogin/ARB-00003');
    await user.type(mobile(), '5000010301');
    await user.click(getOtp());
    expect(await screen.findByText('An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('prefills the case number from /Respondentlogin/{id}', () => {
    renderLogin('/Respondentlogin/MED-00002');
    expect(caseNumber()).toHaveValue('MED-00002');
  });

  it('asks a respondent for the role, and drops the role for an advocate', async () => {
    const { user } = renderLogin('/Respondentlogin/ARB-00003');
    expect(screen.getByRole('combobox', { name: /^Role/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select your role',
      'Borrower',
      'Co-Borrower',
      'Guarantor',
    ]);
    await user.type(mobile(), '9000010301');
    await user.click(getOtp());
    expect(await screen.findByText('Please select your role')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Advocate' }));
    expect(screen.queryByRole('combobox', { name: /^Role/ })).not.toBeInTheDocument();
    requestCode.mockResolvedValue({ ...SENT, case: 'ARB-00003', doctype: 'Claim' });
    await user.click(getOtp());
    await waitFor(() =>
      expect(requestCode).toHaveBeenCalledWith({
        caseNumber: 'ARB-00003',
        email: '',
        mobile: '9000010301',
        kind: 'Advocate',
        role: '',
        language: 'en',
      }),
    );
  });

  it('shows Invalid credentials when the server finds no such person on the case', async () => {
    requestCode.mockRejectedValue(new FrappeError({ status: 401, excType: 'AuthenticationError', messages: ['Invalid credentials'] }));
    const { user } = renderLogin();
    await user.type(caseNumber(), 'arb-00999');
    await user.type(mobile(), '9000010301');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'Guarantor');
    await user.click(getOtp());
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(requestCode).toHaveBeenCalledWith(expect.objectContaining({ caseNumber: 'ARB-00999', role: 'Guarantor' }));
    expect(screen.queryByText('Verify OTP')).not.toBeInTheDocument();
  });

  it('moves on to the code, naming the masked mobile, when the SMS is sent', async () => {
    requestCode.mockResolvedValue(SENT);
    const { user } = renderLogin('/Respondentlogin/MED-00002');
    await user.type(mobile(), '9000010402');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'Borrower');
    await user.click(getOtp());
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('******0402')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^One-time code, digit \d of 6$/)).toHaveLength(6);
  });

  it("shows the deployment's help phone number as a link that dials it, without holding up the form", async () => {
    helpPhone = '+91 22 4000 1234';
    renderLogin();
    expect(caseNumber()).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+91 22 4000 1234' })).toHaveAttribute('href', 'tel:+912240001234');
  });

  it('says who to contact when the deployment has no help number', async () => {
    helpPhone = null;
    renderLogin();
    expect(await screen.findByText(/^Need help\? Contact the lender that filed the case/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^\+|^\d/ })).not.toBeInTheDocument();
  });
});

describe('caseParam (SPEC §4: ARB is a claim, MED a dispute)', () => {
  it('sends ARB numbers as claim_id and MED numbers as dispute_id', () => {
    expect(access.caseParam('arb-00003')).toEqual({ claim_id: 'ARB-00003' });
    expect(access.caseParam(' MED-00002 ')).toEqual({ dispute_id: 'MED-00002' });
  });
});
