import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import type { ConsentCase } from '../api/dispatches';
import { ConsentForm } from './ConsentForm';

const caseRow: ConsentCase = {
  name: 'ARB-00002',
  case_kind: 'claim',
  title: 'Udaygiri Finance Ltd vs Meenakshi & Anr.',
  stage: 'Assignment',
  acceptance_date: '2026-01-05',
  consent_recorded: false,
  consent_document: null,
  disclosure_document: null,
  consent_and_disclosure_dispatch: 0,
  consent_and_disclosure_channel: null,
};

function renderForm() {
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <ConsentForm caseRow={caseRow} onClose={onClose} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onClose };
}

// Typing into four fields of a dialog takes a while on a busy machine.
jest.setTimeout(60_000);

describe('ConsentForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for every Sixth-Schedule answer before anything is sent', async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Relationships is required (write "None" if there are none)')).toBeInTheDocument();
    expect(screen.getByText('Say whether you can devote sufficient time')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/relationship with a party/), 'None');
    await user.type(screen.getByLabelText(/Financial, business/), 'None');
    await user.type(screen.getByLabelText(/Other engagements/), 'None');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Explain why you cannot devote sufficient time')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the declaration for the server to write, and says so in the spec’s words', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ name: 'ARB-00002' });
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText(/relationship with a party/), 'None');
    await user.type(screen.getByLabelText(/Financial, business/), 'None');
    await user.type(screen.getByLabelText(/Other engagements/), 'Two arbitrations for other lenders');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Consent & Disclosure saved successfully')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('update_consent_disclosure', {
      docname: 'ARB-00002',
      declaration: { relationships: 'None', interests: 'None', engagements: 'Two arbitrations for other lenders', can_devote_time: true, time_note: '' },
    });
    expect(onClose).toHaveBeenCalled();
  });
});
