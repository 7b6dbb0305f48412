import { CLAIMANT_ROW_SCHEMAS, checkFields, PROFILE_FIELD_SCHEMAS, RESPONDENT_ROW_SCHEMAS } from './fields';

describe('field schemas (SPEC §5)', () => {
  it.each([
    [{ primary_number: '98765' }, 'Primary Number must be exactly 10 digits'],
    [{ pin_code: '4110' }, 'Pincode must be exactly 6 digits'],
    [{ aadhar_number: '1234 5678 9012' }, 'Aadhaar Number must be exactly 12 digits'],
    [{ pan: 'ABCDE123' }, 'Pan number must be at least 10 characters'],
    [{ pan: '1bcde1234f' }, 'Invalid PAN format'],
    [{ arb_pan: 'ABCDE12345' }, 'Invalid PAN format'],
    [{ email_id: 'asha@lender' }, 'Invalid email'],
    [{ email_id: 'asha@lender.website' }, 'Invalid email'],
  ])('profile %j → %s', (record, message) => {
    expect(checkFields(PROFILE_FIELD_SCHEMAS, record)).toEqual({ field: Object.keys(record)[0], message });
  });

  it('accepts valid profile values, trims them and skips empty ones', () => {
    expect(
      checkFields(PROFILE_FIELD_SCHEMAS, {
        primary_number: ' 9876543210 ',
        pin_code: '411001',
        aadhar_number: '123456789012',
        pan: 'ABCDE1234F',
        email_id: 'asha@lender.in',
        arb_pan: '',
        alternative_number: null,
      }),
    ).toEqual({
      values: { primary_number: '9876543210', pin_code: '411001', aadhar_number: '123456789012', pan: 'ABCDE1234F', email_id: 'asha@lender.in' },
    });
  });

  it('uses the case filing messages for claimant and respondent rows', () => {
    expect(checkFields(RESPONDENT_ROW_SCHEMAS, { pin_code: '12345' })).toEqual({ field: 'pin_code', message: 'Pin code must be exactly 6 digits' });
    expect(checkFields(RESPONDENT_ROW_SCHEMAS, { mobile: '12345' })).toEqual({ field: 'mobile', message: 'Must be exactly 10 digits' });
    expect(checkFields(CLAIMANT_ROW_SCHEMAS, { email: 'x' })).toEqual({ field: 'email', message: 'Invalid email address' });
    expect(checkFields(CLAIMANT_ROW_SCHEMAS, { pin_code: '1' })).toEqual({ field: 'pin_code', message: 'Pincode must be exactly 6 digits' });
  });
});
