import * as v from 'valibot';
import {
  CLAIMANT_ROW_SCHEMAS,
  FIELD_MESSAGES,
  PROFILE_FIELD_SCHEMAS,
  RESPONDENT_ROW_SCHEMAS,
  checkFields,
  checkPanHolders,
  panHolderProblem,
} from './fields';
import { normalizeIndianMobile } from '../rules/mobile';
import { companyUserDetailsSchema, personUserDetailsSchema, professionalDetailsSchema } from './sign-up';
import { claimantPartySchema } from './case-filing';

describe('Indian mobile numbers', () => {
  it.each([
    ['09823012345', '9823012345'],
    ['+91 98230 12345', '9823012345'],
    ['+91-98230-12345', '9823012345'],
    ['91 9823012345', '9823012345'],
    ['0091 98230 12345', '9823012345'],
    [' 98230 12345 ', '9823012345'],
  ])('%s is stored as %s, never cut short', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { primary_number: typed })).toEqual({ values: { primary_number: stored } });
    expect(checkFields(RESPONDENT_ROW_SCHEMAS, { mobile: typed })).toEqual({ values: { mobile: stored } });
    expect(checkFields(CLAIMANT_ROW_SCHEMAS, { mobile: typed })).toEqual({ values: { mobile: stored } });
  });

  it('refuses a number that does not start with 6-9, saying why', () => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { primary_number: '1234567890' })).toEqual({ field: 'primary_number', message: FIELD_MESSAGES.mobileStart });
    expect(checkFields(RESPONDENT_ROW_SCHEMAS, { mobile: '5234567890' })).toEqual({ field: 'mobile', message: FIELD_MESSAGES.mobileStart });
    expect(FIELD_MESSAGES.mobileStart).toMatch(/6, 7, 8 or 9/);
  });

  it('refuses eleven digits that are not a 0-prefixed number instead of cutting them', () => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { primary_number: '98230123456' })).toEqual({ field: 'primary_number', message: 'Primary Number must be exactly 10 digits' });
  });

  it('the sign-up and filing forms normalise and check the same way', () => {
    const person = v.safeParse(personUserDetailsSchema, { first_name: 'Meera', email_id: 'meera@example.in', primary_number: '+91 98230 12345', gender: 'Female' });
    expect(person.success).toBe(true);
    expect(person.output).toMatchObject({ primary_number: '9823012345' });
    const bad = v.safeParse(personUserDetailsSchema, { first_name: 'Meera', email_id: 'meera@example.in', primary_number: '1234567890', gender: 'Female' });
    expect(bad.issues?.[0].message).toBe(FIELD_MESSAGES.mobileStart);
    const party = v.safeParse(claimantPartySchema, { customer_type: 'Individual', name1: 'A', email: 'a@b.in', mobile: '1234567890', state: 'X', district: 'Y', taluk: 'Z', pin_code: '411001' });
    expect(party.issues?.map((issue) => issue.message)).toContain(FIELD_MESSAGES.mobileStart);
  });
});

describe('PAN', () => {
  it('upper-cases a PAN typed in lower case', () => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { arb_pan: 'abcpk9876l' })).toEqual({ values: { arb_pan: 'ABCPK9876L' } });
  });

  it('checks the fourth letter against the holder: P for a person, C, F, H… for an organisation', () => {
    expect(panHolderProblem('ABCPK9876L', 'person')).toBeNull();
    expect(panHolderProblem('AAACK1234F', 'person')).toBe(FIELD_MESSAGES.panPerson);
    expect(panHolderProblem('ABCPK9876L', 'enterprise')).toBe(FIELD_MESSAGES.panEnterprise);
    for (const letter of ['C', 'F', 'H', 'A', 'T', 'B', 'L', 'J', 'G']) expect(panHolderProblem(`AAA${letter}K1234F`, 'enterprise')).toBeNull();
    expect(panHolderProblem('AAAXK1234F', 'enterprise')).toBe(FIELD_MESSAGES.panFormat);
  });

  it('a profile: an individual’s PANs are personal and the same; an enterprise’s is not personal', () => {
    expect(checkPanHolders({ customer_type: 'Individual', arb_pan: 'ABCPK9876L', pan: 'ABCPK9876L' })).toBeNull();
    expect(checkPanHolders({ customer_type: 'Individual', arb_pan: 'ABCPK9876L', pan: 'ABCPK9876M' })).toEqual({ field: 'pan', message: FIELD_MESSAGES.panMismatch });
    expect(checkPanHolders({ customer_type: 'Individual', arb_pan: 'AAACK1234F' })).toEqual({ field: 'arb_pan', message: FIELD_MESSAGES.panPerson });
    expect(checkPanHolders({ customer_type: 'Enterprise', pan: 'ABCPK9876L' })).toEqual({ field: 'pan', message: FIELD_MESSAGES.panEnterprise });
    expect(checkPanHolders({ customer_type: 'Enterprise', pan: 'AAACK1234F' })).toBeNull();
  });

  it('the enterprise sign-up step refuses a person’s PAN and accepts a lower-case company PAN', () => {
    const base = { customer_type: 'Enterprise', company_name: 'Konkan Auto Finance', email_id: 'k@example.in', primary_number: '9823012345' };
    expect(v.safeParse(companyUserDetailsSchema, { ...base, pan: 'ABCPK9876L' }).issues?.[0].message).toBe(FIELD_MESSAGES.panEnterprise);
    expect(v.safeParse(companyUserDetailsSchema, { ...base, pan: 'AAADK1234F' }).issues?.[0].message).toBe(FIELD_MESSAGES.panFormat);
    const ok = v.safeParse(companyUserDetailsSchema, { ...base, pan: 'aaack1234f' });
    expect(ok.success).toBe(true);
    expect(ok.output).toMatchObject({ pan: 'AAACK1234F' });
  });
});

describe('Bar Council enrolment number', () => {
  it.each(['MAH/1234/2005', 'D/2456/1999', 'KAR/123/2010', 'mah/1234/2005', 'TN/1234/2001'])('accepts %s', (value) => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { enrollment_number: value })).toEqual({ values: { enrollment_number: value.toUpperCase() } });
  });
  it.each(['12345', 'MAH-1234', 'MAH/1234/05'])('refuses %s with the expected form', (value) => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, { enrollment_number: value })).toEqual({ field: 'enrollment_number', message: FIELD_MESSAGES.enrollmentNumber });
  });
  it('is required where the bar council id is', () => {
    const details = v.safeParse(professionalDetailsSchema(true), { bar_council_id: '/private/files/x.pdf' });
    expect(details.issues?.[0].message).toBe('Bar Council Enrolment Number is required');
    expect(v.safeParse(professionalDetailsSchema(false), {}).success).toBe(true);
  });
});
