import { mediationSteps, OTHER_TYPE_STEPS, stepForStage, TYPE_ONE_STEPS } from './steps';

const typeOne = (stage: string) => stepForStage({ name: 'ARB-0001', stage, case_management_type: 'Type One' });
const otherType = (stage: string) => stepForStage({ name: 'ARB-0002', stage, case_management_type: 'Type Two' });
const mediation = (stage: string, flags: { is_settled?: 0 | 1; is_nonsettled?: 0 | 1 } = {}) =>
  stepForStage({ name: 'MED-0001', stage, ...flags });

describe('Type One stepper (SPEC §4 Respondent stepper)', () => {
  it('has the eleven steps of the spec', () => {
    expect(TYPE_ONE_STEPS).toEqual([
      'Consent & Disclosure',
      'Respondent Reply',
      'Additional pleadings',
      'First hearing and Section 17 Application',
      'Second Hearing',
      'Third Hearing',
      'Fourth Hearing',
      'Fifth Hearing',
      'Sixth Hearing',
      'Award',
      'Completed',
    ]);
    expect(typeOne('Awaiting Reply').steps).toBe(TYPE_ONE_STEPS);
  });

  it.each([
    ['Issuance of Notice', 0],
    ['Awaiting Reply', 1],
    ['Additional Pleading', 2],
    ['First Hearing', 3],
    ['FHN And MOM Dispatch', 3],
    ['Second Hearing', 4],
    ['Third Hearing', 5],
    ['Fourth Hearing', 6],
    ['Fifth Hearing', 7],
    ['Sixth Hearing', 8],
    ['Award', 9],
    ['Award Dispatched', 9],
    ['Completed', 10],
  ])('%s maps to step %i for Type One', (stage, step) => {
    expect(typeOne(stage).current).toBe(step);
  });

  it.each(['Draft', 'Assignment', 'SHN S17 Order And MOM Dispatch', 'Final Hearing', 'Settled', 'On hold', 'Nonsense', ''])(
    '%p is not in the Type One table and maps to step 0',
    (stage) => {
      expect(typeOne(stage).current).toBe(0);
    },
  );
});

describe('other arbitration types stepper', () => {
  it('has the eight steps of the spec', () => {
    expect(OTHER_TYPE_STEPS).toEqual([
      'Consent & Disclosure',
      'First hearing and Section 17 Application',
      'Respondent Reply',
      'Additional pleadings',
      'Second Hearing',
      'Final Hearing',
      'Award',
      'Completed',
    ]);
    expect(otherType('Awaiting Reply').steps).toBe(OTHER_TYPE_STEPS);
  });

  it.each([
    ['Issuance of Notice', 0],
    ['First Hearing', 1],
    ['Awaiting Reply', 2],
    ['Additional Pleading', 3],
    ['Second Hearing', 4],
    ['SHN S17 Order And MOM Dispatch', 4],
    ['Final Hearing', 5],
    ['Award', 6],
    ['Award Dispatched', 6],
    ['Completed', 7],
  ])('%s maps to step %i for other types', (stage, step) => {
    expect(otherType(stage).current).toBe(step);
  });

  it.each(['Draft', 'Assignment', 'FHN And MOM Dispatch', 'Third Hearing', 'Sixth Hearing', 'On hold', 'Nonsense'])(
    '%p is not in the other-types table and maps to step 0',
    (stage) => {
      expect(otherType(stage).current).toBe(0);
    },
  );

  it('gives an ARB case without a case management type the other-types stepper', () => {
    const stepper = stepForStage({ name: 'ARB-0003', stage: 'First Hearing' });
    expect(stepper).toEqual({ steps: OTHER_TYPE_STEPS, current: 1 });
    expect(stepForStage({ name: 'ARB-0003', stage: 'First Hearing', case_management_type: null }).current).toBe(1);
    expect(stepForStage({ name: 'ARB-0003', stage: 'First Hearing', case_management_type: '' }).current).toBe(1);
  });

  it('needs the exact value Type One, not a look-alike', () => {
    expect(stepForStage({ name: 'ARB-0004', stage: 'Awaiting Reply', case_management_type: 'type one' }).steps).toBe(
      OTHER_TYPE_STEPS,
    );
  });

  it('uses the mediation stepper for a Type One case that is not ARB', () => {
    const stepper = stepForStage({ name: 'MED-0009', stage: 'Hearing', case_management_type: 'Type One' });
    expect(stepper.steps).toContain('Hearings');
    expect(stepper.current).toBe(3);
  });
});

describe('mediation stepper', () => {
  const head = ['Consent & Disclosure', 'Respondent Reply', 'Additional pleadings', 'Hearings'];

  it('labels the agreement step Agreement while neither settled nor non-settled, and keeps Registration', () => {
    expect(mediationSteps({})).toEqual([...head, 'Agreement', 'Registration', 'Completed']);
    expect(mediationSteps({ is_settled: 0, is_nonsettled: 0 })).toEqual([...head, 'Agreement', 'Registration', 'Completed']);
  });

  it('labels it Settlement Agreement when settled', () => {
    expect(mediationSteps({ is_settled: 1 })).toEqual([...head, 'Settlement Agreement', 'Registration', 'Completed']);
    expect(mediationSteps({ is_settled: '1' })).toEqual([...head, 'Settlement Agreement', 'Registration', 'Completed']);
  });

  it('labels it Non Settlement Agreement and drops Registration when non-settled', () => {
    expect(mediationSteps({ is_nonsettled: 1 })).toEqual([...head, 'Non Settlement Agreement', 'Completed']);
  });

  it('lets non-settlement win when both flags are set', () => {
    expect(mediationSteps({ is_settled: 1, is_nonsettled: 1 })).toEqual([...head, 'Non Settlement Agreement', 'Completed']);
  });

  it.each([
    ['Consent And Disclosure Dispatch', 0],
    ['Respondent Reply', 1],
    ['Additional Pleading', 2],
    ['Hearing', 3],
    ['Settlement Agreement', 4],
    ['Non Settlement Agreement', 4],
    ['Registration', 5],
    ['Completed', 7],
  ])('%s maps to step %i for mediation', (stage, step) => {
    expect(mediation(stage).current).toBe(step);
  });

  it('maps Completed to 6 when non-settled, one past the last of its six steps', () => {
    const stepper = mediation('Completed', { is_nonsettled: 1 });
    expect(stepper.current).toBe(6);
    expect(stepper.steps).toHaveLength(6);
  });

  it('maps Completed to 7 when settled, one past the last of its seven steps', () => {
    const stepper = mediation('Completed', { is_settled: 1 });
    expect(stepper.current).toBe(7);
    expect(stepper.steps).toHaveLength(7);
  });

  it.each(['Draft', 'Assignment', 'Issuance of Notice', 'Awaiting Reply', 'FHN And MOM Dispatch', 'Award', 'Award Dispatched'])(
    '%s is not in the mediation table and maps to step 0',
    (stage) => {
      expect(mediation(stage).current).toBe(0);
    },
  );

  it('maps a missing stage to step 0', () => {
    expect(stepForStage({ name: 'MED-0001', stage: null }).current).toBe(0);
    expect(stepForStage({ name: 'ARB-0001', stage: undefined, case_management_type: 'Type One' }).current).toBe(0);
  });

  it('never treats an inherited object key as a stage', () => {
    expect(typeOne('constructor').current).toBe(0);
    expect(otherType('toString').current).toBe(0);
  });
});
