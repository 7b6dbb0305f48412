import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError, type AwardDoc } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import { SignAwardDialog, SignDocumentDialog } from './SignAwardDialog';

const award = { name: 'AWD-00001', claim: 'ARB-00003', award_letter: '<p>Award</p>', modified: '2026-11-28 10:00:00.000000' } as AwardDoc;

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = jest.fn();
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <SignAwardDialog caseName="ARB-00003" award={award} opened onClose={onClose} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onClose };
}

describe('SignAwardDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the award and the password typed, says it is signed and closes', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ award: 'AWD-00001', signed_by: 'arbitrator@demo.in', signed_on: '2026-11-29 10:00:00' } as never);
    const { user, onClose } = renderDialog();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Your password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('sign_award', { award: 'AWD-00001', password: 'Demo@1234' });
    expect(await screen.findByText('The award is signed: its PDFs now carry your digital signature')).toBeInTheDocument();
  });

  it('sends a code by SMS when asked and signs with the 6 digits typed instead of the password', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(((method: string) =>
      Promise.resolve(method === 'request_signature_otp' ? { award: 'AWD-00001', sent_to: '******0003', expires_in: 300 } : { award: 'AWD-00001', signed_by: 'arbitrator@demo.in', signed_on: '2026-11-29 10:00:00' })) as never);
    const { user, onClose } = renderDialog();
    await user.click(screen.getByText('Code by SMS'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to ******0003. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('request_signature_otp', { award: 'AWD-00001' });
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await user.type(screen.getByLabelText(/6-digit code/), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('sign_award', { award: 'AWD-00001', otp: '123456' });
  });

  it('shows the server\'s refusal in place and stays open', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(new FrappeError({ status: 403, excType: 'PermissionError', message: 'Incorrect password: the award was not signed' }));
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText(/Your password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password: the award was not signed');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('signs a fee invoice the same way, with sign_invoice, and tells the page it is signed', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ invoice: 'INV-00004', signed_by: 'arbitrator@demo.in', signed_on: '2026-11-29 10:00:00' } as never);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const onSigned = jest.fn();
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <SignDocumentDialog target={{ kind: 'invoice', name: 'INV-00004' }} opened onClose={() => undefined} onSigned={onSigned} />
      </QueryClientProvider>,
      { userEventOptions: { delay: null } },
    );
    expect(screen.getByText(/until you do, and after any change, the institution signs it/i)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('sign_invoice', { invoice: 'INV-00004', password: 'Demo@1234' });
    expect(await screen.findByText('The invoice is signed: its PDF now carries your digital signature')).toBeInTheDocument();
  });
});
