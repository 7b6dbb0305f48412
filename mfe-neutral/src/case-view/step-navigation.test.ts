import { OTHER_TYPE_STEPS, TYPE_ONE_STEPS } from 'shared-api';
import { stepViewOf } from './step-navigation';

describe('the stepper reads the shared step maps', () => {
  it('gives a Type One claim the 11 Type One steps and opens the case’s own step', () => {
    const view = stepViewOf({ name: 'ARB-00001', stage: 'Awaiting Reply', case_management_type: 'Type One' });
    expect(view.steps).toBe(TYPE_ONE_STEPS);
    expect(view).toMatchObject({ current: 1, viewed: 1 });
  });

  it('gives any other claim the 8 steps of the other types', () => {
    const view = stepViewOf({ name: 'ARB-00002', stage: 'Final Hearing', case_management_type: 'Type Two' });
    expect(view.steps).toBe(OTHER_TYPE_STEPS);
    expect(view).toMatchObject({ current: 5, viewed: 5 });
  });

  it('shows Registration for a settled mediation and leaves it out for a non-settled one', () => {
    const settled = stepViewOf({ name: 'MED-00001', stage: 'Registration', is_settled: 1 });
    expect(settled.steps).toContain('Settlement Agreement');
    expect(settled.steps).toContain('Registration');
    expect(settled.current).toBe(5);

    const nonSettled = stepViewOf({ name: 'MED-00002', stage: 'Non Settlement Agreement', is_nonsettled: 1 });
    expect(nonSettled.steps).toContain('Non Settlement Agreement');
    expect(nonSettled.steps).not.toContain('Registration');
    expect(nonSettled.current).toBe(4);
  });

  it('opens the last panel of a completed mediation, whose step lies one past the list', () => {
    const view = stepViewOf({ name: 'MED-00003', stage: 'Completed', is_settled: 1 });
    expect(view.current).toBe(view.steps.length);
    expect(view.viewed).toBe(view.steps.length - 1);
  });

  it('keeps a chosen step within the list', () => {
    const caseLike = { name: 'ARB-00001', stage: 'Issuance of Notice', case_management_type: 'Type One' };
    expect(stepViewOf(caseLike, 4).viewed).toBe(4);
    expect(stepViewOf(caseLike, 40).viewed).toBe(10);
    expect(stepViewOf(caseLike, -3).viewed).toBe(0);
  });
});
