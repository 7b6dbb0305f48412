import { CLAIM_STAGES, DISPUTE_STAGES } from 'shared-api';
import { renderWithProviders, screen } from '../../test-utils';
import { StageBadge } from './StageBadge';
import { STAGE_COLORS, stageColor } from './stage-colors';

describe('stage colours', () => {
  it('give every claim and dispute stage a colour', () => {
    for (const stage of [...CLAIM_STAGES, ...DISPUTE_STAGES]) expect(STAGE_COLORS[stage]).toBeTruthy();
  });
  it('tell a finished case from one in hearings and an unknown stage', () => {
    expect(stageColor('Completed')).toBe('green');
    expect(stageColor('Second Hearing')).toBe('violet');
    expect(stageColor('Something else')).toBe('gray');
  });
});

describe('StageBadge', () => {
  it('shows the stage as written', () => {
    renderWithProviders(<StageBadge stage="Awaiting Reply" />);
    expect(screen.getByText('Awaiting Reply')).toBeInTheDocument();
  });
  it('says when there is no stage', () => {
    renderWithProviders(<StageBadge stage={null} />);
    expect(screen.getByText('No stage')).toBeInTheDocument();
  });
});
