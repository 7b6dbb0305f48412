import { act } from '@testing-library/react';
import { FrappeError } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { OtpStep } from './OtpStep';
import * as access from './respondent-access';

jest.mock('./respondent-access', () => ({
  ...jest.requireActual('./respondent-access'),
  verifyCode: jest.fn(),
  resendCode: jest.fn(),
}));

const verifyCode = access.verifyCode as jest.MockedFunction<typeof access.verifyCode>;
const resendCode = access.resendCode as jest.MockedFunction<typeof access.resendCode>;

const SENT: access.CodeSent = {
  sent: true,
  case: 'ARB-00003',
  doctype: 'Claim',
  masked_mobile: '******0301',
  expires_in: 60,
  resend_after: 60,
};

const VERIFIED: access.Verified = {
  success: true,
  case: 'ARB-00003',
  doctype: 'Claim',
  csrf_token: 'csrf-1',
  respondent: { name: 'Patil Agro Traders', contact_type: 'Borrower' },
};

function renderOtp(onVerified = jest.fn()) {
  const view = renderWithProviders(
    <OtpStep caseNumber="ARB-00003" mobile="9000010301" sent={SENT} onVerified={onVerified} onChangeDetails={jest.fn()} />,
    { userEventOptions: { advanceTimers: jest.advanceTimersByTime } },
  );
  return { ...view, onVerified };
}

const digits = () => screen.getAllByLabelText(/^One-time code, digit \d of 6$/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const elapse = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

async function typeCode(user: ReturnType<typeof renderOtp>['user'], code: string) {
  await user.click(digits()[0]);
  await user.keyboard(code);
}

beforeEach(() => {
  jest.useFakeTimers();
  verifyCode.mockReset();
  resendCode.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('OtpStep (SPEC §4 Respondent login flow)', () => {
  it('offers six numeric boxes, the first marked for the SMS code, and says where the code went', () => {
    renderOtp();
    expect(digits()).toHaveLength(6);
    expect(digits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(digits()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('******0301')).toBeInTheDocument();
  });

  it('counts down from 1:00, then disables the boxes and Verify and shows Resend Otp at 0', () => {
    renderOtp();
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Code expires in 1:00');
    expect(screen.queryByRole('button', { name: 'Resend Otp' })).not.toBeInTheDocument();

    elapse(15_000);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Code expires in 0:45');
    expect(digits()[0]).toBeEnabled();

    elapse(45_000);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('The code has expired.');
    for (const box of digits()) expect(box).toBeDisabled();
    expect(verifyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend Otp' })).toBeInTheDocument();
  });

  it('keeps Verify disabled until all six digits are in', async () => {
    const { user } = renderOtp();
    await typeCode(user, '12345');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('6');
    expect(verifyButton()).toBeEnabled();
  });

  it('resends: a new code, the countdown back at 1:00, the boxes usable again', async () => {
    resendCode.mockResolvedValue({ ...SENT, masked_mobile: '******0301' });
    const { user } = renderOtp();
    elapse(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend Otp' }));
    expect(resendCode).toHaveBeenCalledWith('ARB-00003', '9000010301', 'en');
    expect(await screen.findByText('Code expires in 1:00')).toBeInTheDocument();
    expect(digits()[0]).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resend Otp' })).not.toBeInTheDocument();
  });

  it('shows Invalid OTP when the server refuses the code, and empties the boxes', async () => {
    verifyCode.mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', messages: ['Invalid OTP'] }));
    const { user, onVerified } = renderOtp();
    await typeCode(user, '000000');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(verifyCode).toHaveBeenCalledWith('ARB-00003', '9000010301', '000000', 'en');
    for (const box of digits()) expect(box).toHaveValue('');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("shows the server's own words when the case and mobile are locked (429)", async () => {
    const locked = 'Too many wrong codes for this case and mobile number. Try again in 15 minutes.';
    verifyCode.mockRejectedValue(new FrappeError({ status: 429, excType: 'TooManyRequestsError', messages: [locked] }));
    const { user } = renderOtp();
    await typeCode(user, '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it("in Hindi, says in Hindi that the code is locked and keeps the server's reason and wait", async () => {
    const locked = 'Too many wrong codes for this case and mobile number. Try again in 15 minutes.';
    verifyCode.mockRejectedValue(new FrappeError({ status: 429, excType: 'TooManyRequestsError', messages: [locked] }));
    await act(() => setLanguage('hi'));
    try {
      const { user } = renderOtp();
      await user.click(screen.getAllByLabelText(/^एक बार का कोड, 6 में से अंक \d$/)[0]!);
      await user.keyboard('123456');
      await user.click(screen.getByRole('button', { name: 'जाँचें' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('बहुत बार कोशिश हो चुकी है');
      expect(alert).toHaveTextContent('Try again in 15 minutes.');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('opens the case about 2 s after the server accepts the code', async () => {
    verifyCode.mockResolvedValue(VERIFIED);
    const { user, onVerified } = renderOtp();
    await typeCode(user, '654321');
    await user.click(verifyButton());
    expect(await screen.findByText('Code verified')).toBeInTheDocument();
    elapse(1_900);
    expect(onVerified).not.toHaveBeenCalled();
    elapse(100);
    expect(onVerified).toHaveBeenCalledWith(VERIFIED);
  });
});
