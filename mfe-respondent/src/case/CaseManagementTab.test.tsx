import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { api, type CaseDoc } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { CaseManagementTab } from './CaseManagementTab';

function renderStepper(caseDoc: CaseDoc) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <CaseManagementTab caseDoc={caseDoc} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(api, 'getList').mockResolvedValue([]);
  jest.spyOn(api, 'call').mockResolvedValue([]);
});

const stepTitle = () => screen.getByTestId('viewed-step');

describe('CaseManagementTab (SPEC §4 Respondent stepper)', () => {
  it('opens a Type One claim in Awaiting Reply at its reply step, 2 of 11', () => {
    renderStepper({ name: 'ARB-00009', stage: 'Awaiting Reply', case_management_type: 'Type One' });
    expect(screen.getByText('Step 2 of 11')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Respondent Reply');
    expect(screen.getByLabelText(/^Document Title/)).toBeInTheDocument();
  });

  it('walks the steps with the arrows and says a later step has not started', async () => {
    const { user } = renderStepper({ name: 'ARB-00009', stage: 'Awaiting Reply', case_management_type: 'Type One' });
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(stepTitle()).toHaveTextContent('Consent & Disclosure');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepTitle()).toHaveTextContent('Additional pleadings');
    expect(screen.getByText('This step has not started yet.')).toBeInTheDocument();
  });

  it('uses the other-types steps for an arbitration that is not Type One', () => {
    renderStepper({ name: 'ARB-00010', stage: 'First Hearing', case_management_type: null });
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('First hearing and Section 17 Application');
  });

  it('uses the mediation steps for a dispute, without Registration after a non-settlement', () => {
    renderStepper({ name: 'MED-00003', stage: 'Non Settlement Agreement', is_nonsettled: 1 });
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Non Settlement Agreement');
    expect(screen.queryByText('Registration')).not.toBeInTheDocument();
  });

  it('names the steps in Hindi, in the stepper and above the step shown', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderStepper({ name: 'ARB-00009', stage: 'Awaiting Reply', case_management_type: 'Type One' });
      expect(screen.getByText('11 में से चरण 2')).toBeInTheDocument();
      expect(stepTitle()).toHaveTextContent('प्रतिवादी का जवाब');
      expect(screen.getByLabelText('केस के चरण')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /पहली सुनवाई और धारा 17 का आवेदन/ })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
