import { SIGN_UP_MESSAGES as M } from 'shared-api/schemas';
import { ADVOCATE_FLOW, ARBITRATOR_FLOW, CLAIMANT_FLOW, ENROLMENT_FLOW, EXPERT_FLOW, MEDIATOR_FLOW, SIGN_UP_FLOWS, stepsFor } from './flows';
import { openSteps } from './lock-rules';
import { initialValues } from './payload';
import type { FlowConfig, WizardValues } from './types';
import { stepErrors } from './WizardPage';

const step = (flow: FlowConfig, id: string) => {
  const found = flow.steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${flow.id} has no step ${id}`);
  return found;
};
const errorsOf = (flow: FlowConfig, id: string, values: WizardValues) => stepErrors(step(flow, id), { ...initialValues(flow), ...values });

describe('each flow’s tabs and what opens them (SPEC §2 "Registration wizards")', () => {
  it.each(([
    [CLAIMANT_FLOW, ['userdetails', 'additionaldetails', 'termsandconditions']],
    [ARBITRATOR_FLOW, ['userdetails', 'additionaldetails', 'arbitratordetails', 'arbitrationexperience', 'termsandconditions']],
    [ADVOCATE_FLOW, ['userdetails', 'additionaldetails', 'advocatedetails', 'termsandconditions']],
    [EXPERT_FLOW, ['userdetails', 'additionaldetails', 'expertdetails', 'expertexperience', 'declaration']],
    [MEDIATOR_FLOW, ['userdetails', 'additionaldetails', 'mediatordetails', 'mediatorexperience', 'declaration']],
    [ENROLMENT_FLOW, ['userdetails', 'termsandconditions']],
  ] as [FlowConfig, string[]][]).map(([flow, ids]) => [flow.id, flow, ids] as const))('%s has its tabs in order', (_id, flow, ids) => {
    expect(stepsFor(flow, 'signup').map((candidate) => candidate.id)).toEqual(ids);
  });

  // [flow, values and saved steps, how many tabs are open from the first]
  const cases: [FlowConfig, WizardValues, string[], number][] = [
    [CLAIMANT_FLOW, {}, [], 1],
    [CLAIMANT_FLOW, { email_id: 'a@b.in' }, [], 2],
    [CLAIMANT_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234' }, [], 3],
    [CLAIMANT_FLOW, { email_id: 'a@b.in' }, ['additionaldetails'], 3],
    [ARBITRATOR_FLOW, { email_id: 'a@b.in' }, [], 2],
    [ARBITRATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234' }, [], 3],
    [ARBITRATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', certificates: '/f/c.pdf' }, [], 3],
    [ARBITRATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', bar_council_id: '/f/b.pdf' }, [], 4],
    [ARBITRATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', bar_council_id: '/f/b.pdf' }, ['arbitrationexperience'], 5],
    [ADVOCATE_FLOW, { email_id: 'a@b.in' }, [], 2],
    [ADVOCATE_FLOW, { email_id: 'a@b.in', taluk: 'Haveli' }, [], 4],
    [EXPERT_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234' }, [], 3],
    [EXPERT_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', certificates: '/f/c.pdf' }, [], 4],
    [EXPERT_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', certificates: '/f/c.pdf' }, ['expertexperience'], 5],
    [MEDIATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', bar_council_id: '/f/b.pdf' }, [], 4],
    [MEDIATOR_FLOW, { email_id: 'a@b.in', aadhar_number: '123412341234', bar_council_id: '/f/b.pdf' }, ['mediatorexperience'], 5],
    [ENROLMENT_FLOW, {}, [], 1],
    [ENROLMENT_FLOW, { email_id: 'a@b.in' }, [], 2],
  ];
  it.each(cases.map(([flow, ...rest]) => [flow.id, flow, ...rest] as const))('%s: with %j and saved %j, %i tabs are open', (_id, flow, values, saved, count) => {
    const open = openSteps(stepsFor(flow, 'signup'), { ...initialValues(flow), ...values }, new Set(saved));
    expect(open.filter(Boolean)).toHaveLength(count);
    expect(open.slice(0, count).every(Boolean)).toBe(true);
  });

  it('opens every tab of a profile page and leaves terms and declaration out', () => {
    for (const flow of SIGN_UP_FLOWS.filter((candidate) => candidate.profilePath)) {
      const ids = stepsFor(flow, 'profile').map((candidate) => candidate.id);
      expect(ids).not.toContain('termsandconditions');
      expect(ids).not.toContain('declaration');
    }
    expect(stepsFor(ARBITRATOR_FLOW, 'profile').map((candidate) => candidate.id)).toContain('bankandletters');
  });
});

describe('every validation message of SPEC §5, from the flows’ step schemas', () => {
  const byId = (flows: FlowConfig[]) => flows.map((flow) => [flow.id, flow] as const);
  const company = byId([CLAIMANT_FLOW, ADVOCATE_FLOW]);
  const person = byId([ARBITRATOR_FLOW, EXPERT_FLOW, MEDIATOR_FLOW, ENROLMENT_FLOW]);

  it.each(company)('%s: claimant and advocate user details', (_id, flow) => {
    expect(errorsOf(flow, 'userdetails', {})).toEqual({ customer_type: M.customerType });
    expect(errorsOf(flow, 'userdetails', { customer_type: 'Individual' })).toEqual({
      first_name: 'First Name is required',
      primary_number: 'Mobile Number is required',
      email_id: 'Email is required',
      // Nothing about the person is assumed: they choose their gender.
      gender: M.gender,
    });
    expect(errorsOf(flow, 'userdetails', { customer_type: 'Enterprise' })).toEqual({
      company_name: 'Company Name is required',
      pan: 'Pancard Number is required',
      primary_number: 'Mobile Number is required',
      email_id: 'Email is required',
    });
    const enterprise = { customer_type: 'Enterprise', company_name: 'Sahyadri Finance', primary_number: '9876543210', email_id: 'ops@sahyadri.in' };
    expect(errorsOf(flow, 'userdetails', { ...enterprise, pan: 'ABCDE12' })).toEqual({ pan: 'Pan number must be at least 10 characters' });
    expect(errorsOf(flow, 'userdetails', { ...enterprise, pan: 'ABCDE12345' })).toEqual({ pan: 'Invalid PAN format' });
    expect(errorsOf(flow, 'userdetails', { ...enterprise, pan: 'ABCCE1234F' })).toEqual({});
    expect(errorsOf(flow, 'userdetails', { ...enterprise, pan: 'ABCCE1234F', primary_number: '98765' })).toEqual({ primary_number: 'Please enter a valid mobile number' });
    expect(errorsOf(flow, 'userdetails', { ...enterprise, pan: 'ABCCE1234F', email_id: 'ops@sahyadri' })).toEqual({ email_id: 'Invalid email' });
  });

  it.each(person)('%s: arbitrator, expert, mediator and enrolment user details', (_id, flow) => {
    expect(errorsOf(flow, 'userdetails', {})).toEqual({
      first_name: 'First Name is required',
      primary_number: 'Primary Number is required',
      email_id: 'Email is required',
      gender: M.gender,
    });
    const filled = { first_name: 'Asha', primary_number: '9876543210', email_id: 'asha@example.in', gender: 'Female' };
    expect(errorsOf(flow, 'userdetails', { ...filled, primary_number: '+91 98765 43210' })).toEqual({});
    expect(errorsOf(flow, 'userdetails', { ...filled, primary_number: '1234567890' })).toEqual({ primary_number: M.mobileStart });
    expect(errorsOf(flow, 'userdetails', { ...filled, primary_number: '98765' })).toEqual({ primary_number: 'Primary Number must be exactly 10 digits' });
    expect(errorsOf(flow, 'userdetails', { ...filled, email_id: 'asha@example.travel' })).toEqual({ email_id: 'Invalid email' });
    expect(errorsOf(flow, 'userdetails', { ...filled, date_of_birth: '01-01-2999' })).toEqual({ date_of_birth: M.dateOfBirthFuture });
    expect(errorsOf(flow, 'userdetails', { ...filled, date_of_birth: '31-02-1980' })).toEqual({ date_of_birth: M.dateInvalid });
    expect(errorsOf(flow, 'userdetails', { ...filled, date_of_birth: '15-08-1975' })).toEqual({});
  });

  it('asks the enrolment for a role', () => {
    expect(errorsOf(ENROLMENT_FLOW, 'userdetails', { first_name: 'A', primary_number: '9876543210', email_id: 'a@b.in', gender: 'Male', user_type: '' })).toEqual({ user_type: M.role });
  });

  const address = { state: 'State is required', district: 'District is required', pin_code: 'Pincode is required' };
  const identity = { aadhar_number: 'Aadhaar Number is required', arb_pan: 'Pancard Number is required' };
  it.each(company)('%s: additional details ask for taluk always, identity for Individuals', (_id, flow) => {
    expect(errorsOf(flow, 'additionaldetails', { customer_type: 'Individual' })).toEqual({ ...address, taluk: 'Taluk is required', ...identity });
    expect(errorsOf(flow, 'additionaldetails', { customer_type: 'Enterprise' })).toEqual({ ...address, taluk: 'Taluk is required' });
  });
  it.each(byId([ARBITRATOR_FLOW, EXPERT_FLOW, MEDIATOR_FLOW]))('%s: additional details ask for identity always, taluk never', (_id, flow) => {
    expect(errorsOf(flow, 'additionaldetails', {})).toEqual({ ...address, ...identity });
    const filled = { state: 'Maharashtra', district: 'Pune', pin_code: '411001', aadhar_number: '123412341234', arb_pan: 'ABCPR1234K' };
    expect(errorsOf(flow, 'additionaldetails', filled)).toEqual({});
    expect(errorsOf(flow, 'additionaldetails', { ...filled, pin_code: '4110' })).toEqual({ pin_code: 'Pincode must be exactly 6 digits' });
    expect(errorsOf(flow, 'additionaldetails', { ...filled, aadhar_number: '1234' })).toEqual({ aadhar_number: 'Aadhaar Number must be exactly 12 digits' });
    expect(errorsOf(flow, 'additionaldetails', { ...filled, arb_pan: 'ABCPR12' })).toEqual({ arb_pan: 'Pan number must be at least 10 number' });
    expect(errorsOf(flow, 'additionaldetails', { ...filled, arb_pan: 'abcpr1234k' })).toEqual({});
    expect(errorsOf(flow, 'additionaldetails', { ...filled, arb_pan: '1BCPR1234K' })).toEqual({ arb_pan: 'Invalid PAN format' });
    expect(errorsOf(flow, 'additionaldetails', { ...filled, arb_pan: 'AAACR1234K' })).toEqual({ arb_pan: M.panPerson });
  });

  it.each([
    ['arbitratordetails', true, ARBITRATOR_FLOW],
    ['advocatedetails', true, ADVOCATE_FLOW],
    ['mediatordetails', true, MEDIATOR_FLOW],
    ['expertdetails', false, EXPERT_FLOW],
  ] as const)('%s requires the bar council file: %s', (id, required, flow) => {
    expect(errorsOf(flow, id, {})).toEqual(
      required ? { enrollment_number: M.enrollmentRequired, bar_council_id: 'Please attach a file for Bar Council ID before continuing.' } : {},
    );
    if (required) expect(errorsOf(flow, id, { enrollment_number: 'MAH-12', bar_council_id: '/f/b.pdf' })).toEqual({ enrollment_number: M.enrollmentInvalid });
  });

  it('asks for the "Other" specialization and area when they are chosen', () => {
    expect(errorsOf(ARBITRATOR_FLOW, 'arbitratordetails', { enrollment_number: 'MAH/1234/2005', bar_council_id: '/f/b.pdf', specialization: ['Other Specializations'], arbitrator_category: 'Other Area' })).toEqual({
      others_specialization: M.otherSpecialization,
      others_arbitrator_category: M.otherCategory,
    });
  });

  it('completes a profile only with PAN, bank, signature and letterhead', () => {
    expect(errorsOf(ARBITRATOR_FLOW, 'bankandletters', {})).toEqual({
      pan: 'Pancard Number is required',
      bank_name: M.bankName,
      signature: M.signature,
      letterhead: M.letterhead,
    });
  });
});
