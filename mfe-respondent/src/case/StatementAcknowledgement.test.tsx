import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, type CaseDoc } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { StatementAcknowledgement } from './StatementAcknowledgement';

function renderAck(caseDoc: CaseDoc) {
  return renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <StatementAcknowledgement caseDoc={caseDoc} />
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.restoreAllMocks());

describe('StatementAcknowledgement (SPEC §4 statement_of_claim)', () => {
  it('says the claim was updated only when the server moved it on to Consent And Disclosure Dispatch', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00011', stage: 'Consent And Disclosure Dispatch', statement_of_claim: 1 });
    const { user } = renderAck({ name: 'ARB-00011', stage: 'Issuance of Notice' });
    await user.click(screen.getByRole('button', { name: 'I have read it, continue' }));
    expect(await screen.findByText('Recorded that you have read the statement of claim')).toBeInTheDocument();
    expect(updateDoc).toHaveBeenCalledWith('Claim', 'ARB-00011', { statement_of_claim: 1 });
  });

  it('says only that the confirmation is recorded when the case stays at Issuance of Notice', async () => {
    jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00011', stage: 'Issuance of Notice', statement_of_claim: 1 });
    const { user } = renderAck({ name: 'ARB-00011', stage: 'Issuance of Notice' });
    await user.click(screen.getByRole('button', { name: 'I have read it, continue' }));
    expect(await screen.findByText('Your confirmation is recorded')).toBeInTheDocument();
    expect(screen.queryByText('Recorded that you have read the statement of claim')).not.toBeInTheDocument();
  });

  it('once confirmed, tells the respondent what comes next and when they can reply, instead of the button', () => {
    renderAck({ name: 'ARB-00011', stage: 'Issuance of Notice', statement_of_claim: 1, statement_of_claim_date: '2026-11-02', pleadings_due_on: '2027-04-20' });
    expect(screen.queryByRole('button', { name: 'I have read it, continue' })).not.toBeInTheDocument();
    expect(screen.getByText('You confirmed on 02-11-2026 that you have read the statement of claim.')).toBeInTheDocument();
    expect(screen.getByText(/Next, the arbitrator records consent and disclosure/)).toBeInTheDocument();
    expect(screen.getByText(/You can file your reply in Respondent Reply once the arbitrator opens the reply stage \(Awaiting Reply\)/)).toBeInTheDocument();
    expect(screen.getByText(/completed by 20-04-2027 \(s\.23\(4\)/)).toBeInTheDocument();
  });

  it('is not offered at any other stage', () => {
    renderAck({ name: 'ARB-00011', stage: 'Awaiting Reply' });
    expect(screen.queryByRole('button', { name: 'I have read it, continue' })).not.toBeInTheDocument();
  });
});
