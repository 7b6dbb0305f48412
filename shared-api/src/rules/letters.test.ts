import { joinPresent, labelledParts, letterText, respondentParticulars } from './letters';

describe('letters leave out what the case does not record', () => {
  it('prints a value, or nothing for blank', () => {
    expect(letterText('  Pune \n')).toBe('Pune');
    expect(letterText(0)).toBe('0');
    expect(letterText('   ')).toBeNull();
    expect(letterText(null)).toBeNull();
    expect(joinPresent(['Office 4', null, ' ', 'Pune', undefined, '411037'])).toBe('Office 4, Pune, 411037');
    expect(joinPresent([null, ''])).toBe('');
  });

  it('drops a label with its missing value, with no dangling comma', () => {
    expect(labelledParts([['House No.', null], ['City', 'Nashik'], ['Landmark', ' '], ['Pin Code', '422013']])).toBe('City: Nashik, Pin Code: 422013');
    expect(labelledParts([['House No.', null]])).toBe('');
  });

  it('names a respondent with every recorded part and never Nil or Nill', () => {
    expect(
      respondentParticulars({
        respondent_type: 'Individual',
        contact_type: 'Guarantor',
        salutation: 'Mr',
        name1: 'Sunil',
        last_name: 'Patil',
        fathers_name: 'Dattatray Patil',
        flathouse_no: 'Bungalow 14',
        streetvillage: 'Gangapur Road',
        city: 'Nashik',
        landmark: 'Near Temple',
        post_office: 'Gangapur Road',
        taluk: 'Nashik',
        district: 'Nashik',
        state: 'Maharashtra',
        pin_code: '422013',
      }),
    ).toBe(
      "Mr Sunil Patil (Guarantor), Father's Name: Dattatray Patil, House No.: Bungalow 14, Street / Village: Gangapur Road, City: Nashik, Landmark: Near Temple, Post Office: Gangapur Road, Taluk: Nashik, District: Nashik, State: Maharashtra, Pin Code: 422013",
    );
    // The example: no salutation, no house number, no city, no landmark.
    const sparse = respondentParticulars({ respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Suresh', last_name: 'Kale', fathers_name: 'Ramesh Kale', taluk: 'Haveli', pin_code: '411041' });
    expect(sparse).toBe("Suresh Kale (Borrower), Father's Name: Ramesh Kale, Taluk: Haveli, Pin Code: 411041");
    expect(sparse).not.toMatch(/\bNill?\b/);
    expect(respondentParticulars({ respondent_type: 'Enterprise', contact_type: 'Borrower', company_name: 'Patil Agro Traders', city: 'Nashik' })).toBe('M/s Patil Agro Traders (Borrower), City: Nashik');
    expect(respondentParticulars({ respondent_type: 'Individual', salutation: 'Mr' })).toBe('');
  });
});
