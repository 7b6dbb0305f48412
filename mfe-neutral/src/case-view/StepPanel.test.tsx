import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, useSessionStore } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import type { CaseRecord } from '../api/types';
import { StepPanel } from './StepPanel';

function renderStep(stage: string, label = 'Agreement', extra: Partial<CaseRecord> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <StepPanel kind="dispute" caseRecord={{ name: 'MED-00004', stage, ...extra } as CaseRecord} label={label} index={4} count={7} editable />
    </QueryClientProvider>,
  );
}

describe('StepPanel: a step form is offered only where its save is allowed', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession({ email: 'mediator@demo.in', fullName: 'Meera Nair', roles: ['Mediator'] });
    jest.spyOn(api, 'getList').mockResolvedValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers no outcome form at Issuance of Notice (its save would be refused) and says why', async () => {
    renderStep('Issuance of Notice');
    expect(await screen.findByText(/An outcome is recorded once the mediation has begun: this dispute is at Issuance of Notice/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Outcome/ })).not.toBeInTheDocument();
  });

  it('offers both outcomes at the hearing', async () => {
    renderStep('Hearing');
    const outcome = await screen.findByRole('combobox', { name: /Outcome/ });
    expect([...outcome.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Select outcome', 'Settlement', 'Non Settlement']);
  });

  it('offers the registration form only to a settled dispute the machine lets reach Registration', async () => {
    const { unmount } = renderStep('Settlement Agreement', 'Registration', { is_settled: 1 });
    expect(await screen.findByRole('textbox', { name: /Registration number/ })).toBeInTheDocument();
    unmount();
    renderStep('Non Settlement Agreement', 'Registration', { is_settled: 1 });
    expect(screen.queryByRole('textbox', { name: /Registration number/ })).not.toBeInTheDocument();
  });
});
