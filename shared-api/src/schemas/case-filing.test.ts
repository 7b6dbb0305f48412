import { caseDetailsSchema, claimantPartySchema } from './case-filing';
import { respondentPartySchema } from './respondent-party';
import { valibotResolver } from './valibot-resolver';

const validateClaimant = valibotResolver(claimantPartySchema);
const validateRespondent = valibotResolver(respondentPartySchema);
const validateCase = valibotResolver(caseDetailsSchema);

const address = { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pin_code: '411001' };

describe('claimantPartySchema', () => {
  it('asks for the customer type first', () => {
    expect(validateClaimant({ customer_type: '' })).toEqual({ customer_type: 'Please select customer type' });
  });

  it('needs a first name for an Individual and a company name for an Enterprise', () => {
    const base = { email: 'a@b.in', mobile: '9876543210', ...address };
    expect(validateClaimant({ customer_type: 'Individual', ...base })).toEqual({ name1: 'First Name is required' });
    expect(validateClaimant({ customer_type: 'Enterprise', ...base })).toEqual({ company_name: 'Company Name is required' });
    expect(validateClaimant({ customer_type: 'Enterprise', company_name: 'Udaygiri Finance', ...base })).toEqual({});
  });

  it('requires e-mail, mobile, state, district, taluk and pin code with the spec messages', () => {
    expect(validateClaimant({ customer_type: 'Individual', name1: 'Asha' })).toEqual({
      email: 'Email is required',
      mobile: 'Mobile number is required',
      state: 'State is required',
      district: 'District is required',
      taluk: 'Taluk is required',
      pin_code: 'Pincode is required',
    });
  });

  it('checks the formats of e-mail, mobile and pin code', () => {
    expect(
      validateClaimant({ customer_type: 'Individual', name1: 'Asha', email: 'asha@', mobile: '98765', ...address, pin_code: '4110' }),
    ).toEqual({ email: 'Invalid email address', mobile: 'Must be exactly 10 digits', pin_code: 'Pin code must be exactly 6 digits' });
  });

  it('checks the lawyer e-mail and mobile only when given', () => {
    const ok = { customer_type: 'Individual', name1: 'Asha', email: 'asha@x.in', mobile: '9876543210', ...address };
    expect(validateClaimant(ok)).toEqual({});
    expect(validateClaimant({ ...ok, lawyer_email_id: 'nope', phone_no: '12' })).toEqual({
      lawyer_email_id: 'Invalid email address',
      phone_no: 'Must be exactly 10 digits',
    });
  });
});

describe('respondentPartySchema', () => {
  it('asks for the respondent choice first', () => {
    expect(validateRespondent({})).toEqual({ respondent_type: 'Please select customer type' });
  });

  it('needs first name and father name for an Individual', () => {
    expect(validateRespondent({ respondent_type: 'Individual', contact_type: 'Borrower', mobile: '9876543210', ...address })).toEqual({
      name1: 'First Name is required',
      fathers_name: 'Father Name is required',
    });
  });

  it('needs the company name for an Enterprise, not the father name', () => {
    expect(validateRespondent({ respondent_type: 'Enterprise', contact_type: 'Borrower', mobile: '9876543210', ...address })).toEqual({
      company_name: 'Company Name is required',
    });
  });

  it('checks mobile (10 digits), pin code (6 digits) and an optional e-mail', () => {
    const row = { respondent_type: 'Enterprise', company_name: 'Patil Agro', contact_type: 'Borrower', ...address };
    expect(validateRespondent({ ...row, mobile: '98765432100', pin_code: '41100a', email: 'x@y' })).toEqual({
      mobile: 'Must be exactly 10 digits',
      pin_code: 'Pin code must be exactly 6 digits',
      email: 'Invalid email address',
    });
    expect(validateRespondent({ ...row, mobile: '9876543210' })).toEqual({});
  });
});

describe('caseDetailsSchema', () => {
  it('refuses a date of agreement later than today and keeps other fields', () => {
    expect(validateCase({ date_of_agreement: '2999-01-01', venue: 'Pune' })).toEqual({
      date_of_agreement: 'Date of Agreement cannot be later than today',
    });
    expect(validateCase({ date_of_agreement: '2020-01-01' })).toEqual({});
    expect(validateCase({})).toEqual({});
  });
});
