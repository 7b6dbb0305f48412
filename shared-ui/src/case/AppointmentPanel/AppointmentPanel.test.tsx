import { api } from 'shared-api';
import { screen } from '../../test-utils';
import { renderWithQuery } from '../test-support';
import { AppointmentPanel } from './AppointmentPanel';

const DRAW = {
  name: 'k3x9draw01',
  case_name: 'ARB-00007',
  status: 'Drawn',
  legal_basis: 'Institutional rule in the agreement',
  legal_reference: 'Loan agreement cl. 18',
  seed_taken_at: '2026-11-28 10:15:00',
  eligible: ['a', 'b', 'c', 'd'],
  neutral: 'h1',
  neutral_name: 'Meera Iyer',
};

describe('AppointmentPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says who was drawn, when, from how many, on what basis, and links to the public record', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue(DRAW as never);
    renderWithQuery(<AppointmentPanel caseName="ARB-00007" />);
    expect(await screen.findByText(/Meera Iyer was drawn on 28-11-2026 10:15 AM by the portal's published draw, from the 4 neutrals eligible for this case/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('case_appointment', { case: 'ARB-00007' }, expect.objectContaining({ httpMethod: 'GET' }));
    expect(screen.getByText('Legal basis: Institutional rule in the agreement (Loan agreement cl. 18).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the draw yourself' })).toHaveAttribute('href', '/verify-draw/k3x9draw01');
  });

  it('shows nothing for a neutral who was not drawn', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue(undefined as never);
    renderWithQuery(<AppointmentPanel caseName="ARB-00001" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call).toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
