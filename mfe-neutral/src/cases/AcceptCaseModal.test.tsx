import { isoDate } from 'shared-ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError, useSessionStore } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { AcceptCaseModal } from './AcceptCaseModal';

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return isoDate(date);
}

function renderModal(kind: 'claim' | 'dispute', name: string) {
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <AcceptCaseModal kind={kind} caseRecord={{ name, stage: 'Draft' }} onClose={onClose} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onClose };
}

async function fillAndAccept(user: ReturnType<typeof renderModal>['user']) {
  await user.type(screen.getByLabelText(/Video Conference Link/), 'https://meet.example.in/room');
  await user.type(screen.getByLabelText(/First Hearing Date/), inDays(2));
  await user.type(screen.getByLabelText(/First Hearing Time/), '09:45');
  await user.click(screen.getByRole('button', { name: 'Accept' }));
}

describe('AcceptCaseModal', () => {
  beforeEach(() => useSessionStore.getState().startSession({ email: 'arbitrator@demo.in', fullName: 'Vikram Rao', roles: ['Arbitrator'] }));
  afterEach(() => jest.restoreAllMocks());

  it('accepts a claim through update_claim_fields and says Claim Accepted successfully', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ name: 'ARB-00007', stage: 'Assignment' });
    const { user, onClose } = renderModal('claim', 'ARB-00007');
    await user.type(screen.getByLabelText('Total cases'), '40');
    await user.click(screen.getByLabelText('I confirm the arbitration fee for this case'));
    await fillAndAccept(user);
    expect(await screen.findByText('Claim Accepted successfully')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'update_claim_fields',
      expect.objectContaining({
        docname: 'ARB-00007',
        mode_of_hearing: 'Online',
        vc_link: 'https://meet.example.in/room',
        hearing_date: inDays(2),
        hearing_time: '09:45:00',
        acceptance_by: 'Vikram Rao',
        total_no_of_cases: 40,
        fee_confirmation: 1,
      }),
    );
    expect(call.mock.calls[0][1]).not.toHaveProperty('no_of_ongoing_cases');
    expect(onClose).toHaveBeenCalled();
  });

  it('says Dispute Accepted faild and keeps the server’s reason in the dialog', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', messages: ['MED-00004 has already been accepted'] }));
    const { user, onClose } = renderModal('dispute', 'MED-00004');
    await fillAndAccept(user);
    expect(await screen.findByText('MED-00004 has already been accepted')).toBeInTheDocument();
    expect(screen.getAllByText('Dispute Accepted faild').length).toBeGreaterThan(0);
    expect(call).toHaveBeenCalledWith('accept_disputes', expect.objectContaining({ docname: 'MED-00004' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
