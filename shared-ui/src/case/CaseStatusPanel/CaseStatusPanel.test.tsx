import { renderWithProviders, screen } from '../../test-utils';
import { CaseStatusPanel, firstHearingOf } from './CaseStatusPanel';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('CaseStatusPanel', () => {
  it('shows the first hearing recorded on the case, the stage and the mediator of a dispute', () => {
    renderWithProviders(
      <CaseStatusPanel
        caseDoc={{
          name: 'MED-00002',
          stage: 'Hearing',
          hearing_date: '2026-12-01',
          hearing_time: '11:30:00',
          vc_link: 'https://meet.example/m',
          mediator_name: 'Meera Iyer',
        }}
      />,
    );
    expect(valueOf('First Hearing Date')).toHaveTextContent('01-12-2026');
    expect(valueOf('First Hearing Time')).toHaveTextContent('11:30 AM');
    expect(screen.getByRole('link', { name: /join video conference/i })).toHaveAttribute('href', 'https://meet.example/m');
    expect(valueOf('Hearing Location')).toHaveTextContent('Nil');
    expect(valueOf('Case Status')).toHaveTextContent('Hearing');
    expect(valueOf('Mediator')).toHaveTextContent('Meera Iyer');
  });

  it('names the arbitrator of a claim and reads the first hearing from the hearings when the case has none', () => {
    renderWithProviders(
      <CaseStatusPanel
        caseDoc={{ name: 'ARB-1', stage: 'Awaiting Reply', arbitrator_name: 'Vikram Rao' }}
        hearings={[
          { name: 'H2', hearing_type: 'Second Hearing', hearing_date: '2026-12-20' },
          { name: 'H1', hearing_type: 'First Hearing', hearing_date: '2026-12-05', mode_of_hearing: 'Offline', hearing_location: 'Pune court hall' },
        ]}
      />,
    );
    expect(valueOf('Arbitrator')).toHaveTextContent('Vikram Rao');
    expect(valueOf('First Hearing Date')).toHaveTextContent('05-12-2026');
    expect(valueOf('Hearing Location')).toHaveTextContent('Pune court hall');
    expect(valueOf('Video Conferencing Link')).toHaveTextContent('Nil');
  });

  it('picks the earliest hearing when none is the first', () => {
    expect(firstHearingOf([{ name: 'b', hearing_date: '2026-02-01' }, { name: 'a', hearing_date: '2026-01-01' }])?.name).toBe('a');
    expect(firstHearingOf([])).toBeUndefined();
  });
});
