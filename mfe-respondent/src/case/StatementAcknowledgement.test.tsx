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
  it('confirms the statement of claim at Issuance of Notice', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ name: 'ARB-00011' });
    const { user } = renderAck({ name: 'ARB-00011', stage: 'Issuance of Notice' });
    await user.click(screen.getByRole('button', { name: 'I have read it, continue' }));
    expect(await screen.findByText('Claim Updated successfully')).toBeInTheDocument();
    expect(updateDoc).toHaveBeenCalledWith('Claim', 'ARB-00011', { statement_of_claim: 1 });
  });

  it('is not offered at any other stage', () => {
    renderAck({ name: 'ARB-00011', stage: 'Awaiting Reply' });
    expect(screen.queryByRole('button', { name: 'I have read it, continue' })).not.toBeInTheDocument();
  });
});
