import { caseDoctypeOf, caseLinkOf, agreementNumberField, requireCaseDoctype, NotACaseNumberError } from './doctype';
import { claimantName, personName, respondentName, respondentNameHeader } from './parties';

describe('case number → doctype', () => {
  it('ARB is a Claim and MED a Dispute', () => {
    expect(caseDoctypeOf('ARB-00001')).toBe('Claim');
    expect(caseDoctypeOf('MED-00002')).toBe('Dispute');
    expect(caseLinkOf('med-00002')).toBe('dispute');
    expect(agreementNumberField('MED-1')).toBe('mediation_agreement_number');
    expect(agreementNumberField('ARB-1')).toBe('arbitration_agreement_number');
  });
  it('refuses anything else', () => {
    expect(caseDoctypeOf('INV-1')).toBeNull();
    expect(() => requireCaseDoctype('INV-1')).toThrow(NotACaseNumberError);
  });
});

describe('party names', () => {
  it('joins first, middle and last names', () => {
    expect(personName({ name1: 'Ravi', middle_name: '', last_name: 'Patil' })).toBe('Ravi Patil');
    expect(personName({})).toBeNull();
  });
  it('names an Enterprise by its company and an Individual by the person', () => {
    expect(claimantName({ customer_type: 'Enterprise', company_name: 'Udaygiri Finance', name1: 'Asha' })).toBe('Udaygiri Finance');
    expect(claimantName({ customer_type: 'Individual', company_name: 'X Ltd', name1: 'Asha' })).toBe('Asha');
    expect(respondentName({ respondent_type: 'Enterprise', company_name: 'Patil Agro', name1: 'Ravi' })).toBe('Patil Agro');
    expect(respondentName({ respondent_type: 'Enterprise', name1: 'Ravi' })).toBe('Ravi');
  });
  it('heads the respondent name column Company Name only when all are Enterprises', () => {
    expect(respondentNameHeader([{ respondent_type: 'Enterprise' }, { respondent_type: 'Enterprise' }])).toBe('Company Name');
    expect(respondentNameHeader([{ respondent_type: 'Enterprise' }, { respondent_type: 'Individual' }])).toBe('Name');
    expect(respondentNameHeader([])).toBe('Name');
  });
});
