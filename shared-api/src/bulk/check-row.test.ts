import { CASE_FILING_MESSAGES as M } from '../schemas/case-filing';
import { BULK_MESSAGES, checkBulkRow, missingBulkColumns, parseBulkDate, parseBulkNumber, type BulkCase, type BulkCheckOptions } from './check-row';
import { BULK_COLUMN_KEYS } from './columns';
import { bulkTemplateCsv, csvCell, toCsv } from './template';

const reference = {
  districtsByState: new Map([
    ['Maharashtra', ['Pune', 'Mumbai']],
    ['Karnataka', ['Mysuru']],
  ]),
  salutations: ['Mr', 'Mrs', 'M/s'],
  naturesOfDispute: ['Loan Recovery'],
};
const options: BulkCheckOptions = { userEmail: 'claimant@demo.in', caseDoctype: 'Claim', reference };

function validRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_email_id: 'claimant@demo.in',
    agreement_number: 'LN-1',
    date_of_agreement: '15-04-2023',
    disputed_value: '1,25,000',
    nature_of_dispute: 'loan recovery',
    claimant_customer_type: 'Enterprise',
    claimant_company_name: 'Example Finance Ltd',
    claimant_email: 'Legal@Lender.example.in',
    claimant_mobile: '9876543210',
    claimant_taluk: 'Haveli',
    claimant_district: 'pune',
    claimant_state: 'maharashtra',
    claimant_pin_code: '411001',
    borrower_respondent_type: 'Individual',
    borrower_name1: 'Ravi',
    borrower_fathers_name: 'Suresh',
    borrower_mobile: '9123456780',
    borrower_taluk: 'Mysuru',
    borrower_district: 'Mysuru',
    borrower_state: 'Karnataka',
    borrower_pin_code: '570001',
    ...overrides,
  };
}

function issuesOf(row: Record<string, unknown>, opts = options) {
  const result = checkBulkRow(row, opts);
  return result.ok ? {} : Object.fromEntries(result.issues.map((issue) => [issue.column, issue.message]));
}

describe('checkBulkRow', () => {
  it('turns a valid row into the case it files, with the lists’ spelling', () => {
    const result = checkBulkRow(validRow({ guarantor_respondent_type: 'Enterprise', guarantor_company_name: 'Guarantee Co', guarantor_mobile: '9000000001', guarantor_taluk: 'Haveli', guarantor_district: 'Pune', guarantor_state: 'Maharashtra', guarantor_pin_code: '411002' }), options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      arbitration_agreement_number: 'LN-1',
      date_of_agreement: '2023-04-15',
      disputed_value: 125000,
      nature_of_dispute: 'Loan Recovery',
      interim_measures: 0,
    });
    expect(result.value.claimant_table[0]).toMatchObject({ email: 'legal@lender.example.in', state: 'Maharashtra', district: 'Pune' });
    expect(result.value.respondent_table.map((row) => row.contact_type)).toEqual(['Borrower', 'Guarantor']);
    expect(result.value.respondent_table[0].address).toBe('Mysuru, Mysuru, Karnataka, 570001');
  });

  it('checks each row against the lists it is given, whichever were used before', () => {
    expect(checkBulkRow(validRow(), options).ok).toBe(true);
    // Another reference (another import): its own lists, not the ones seen first.
    const other = { ...reference, districtsByState: new Map([['Maharashtra', ['Mumbai']], ['Karnataka', ['Mysuru']]]) };
    expect(issuesOf(validRow(), { ...options, reference: other })).toEqual({ claimant_district: BULK_MESSAGES.district('pune', 'Maharashtra') });
    expect(checkBulkRow(validRow(), options).ok).toBe(true);
  });

  it('checks a claimant named on many rows once, giving each row its own copy and the same problems', () => {
    const first = checkBulkRow(validRow(), options);
    const second = checkBulkRow(validRow({ agreement_number: 'LN-2' }), options);
    if (!first.ok || !second.ok) throw new Error('both rows are valid');
    expect(second.value.claimant_table[0]).toEqual(first.value.claimant_table[0]);
    expect(second.value.claimant_table[0]).not.toBe(first.value.claimant_table[0]);
    first.value.claimant_table[0]!.state = 'changed by the caller';
    expect((checkBulkRow(validRow(), options) as { value: BulkCase }).value.claimant_table[0]!.state).toBe('Maharashtra');
    const bad = { claimant_mobile: '12345' };
    expect(issuesOf(validRow(bad))).toEqual({ claimant_mobile: M.mobileDigits });
    expect(issuesOf(validRow({ ...bad, borrower_mobile: '1' }))).toEqual({ claimant_mobile: M.mobileDigits, borrower_mobile: M.mobileDigits });
    expect(issuesOf(validRow({ claimant_company_name: 'Another Lender Ltd' }))).toEqual({});
  });

  it('files a dispute under the mediation agreement number', () => {
    const result = checkBulkRow(validRow(), { ...options, caseDoctype: 'Dispute' });
    expect(result.ok && result.value.mediation_agreement_number).toBe('LN-1');
  });

  it('asks to check the user email id when a row is not the logged-in user’s', () => {
    expect(issuesOf(validRow({ user_email_id: 'someone@else.in' }))).toEqual({ user_email_id: BULK_MESSAGES.userEmail });
    expect(issuesOf(validRow({ user_email_id: '' }))).toEqual({ user_email_id: BULK_MESSAGES.userEmail });
    expect(issuesOf(validRow({ user_email_id: ' CLAIMANT@demo.in ' }))).toEqual({});
  });

  it('reports each rule of the filing form on its column', () => {
    expect(
      issuesOf(
        validRow({
          claimant_customer_type: 'Individual',
          claimant_email: 'not-an-email',
          claimant_mobile: '98765',
          claimant_pin_code: '4110',
          claimant_taluk: '',
          borrower_name1: '',
          borrower_fathers_name: '',
          borrower_mobile: '',
          borrower_pin_code: '',
        }),
      ),
    ).toEqual({
      claimant_name1: M.firstName,
      claimant_email: M.emailInvalid,
      claimant_mobile: M.mobileDigits,
      claimant_pin_code: M.pinCodeDigits,
      claimant_taluk: M.taluk,
      borrower_name1: M.firstName,
      borrower_fathers_name: M.fatherName,
      borrower_mobile: M.mobile,
      borrower_pin_code: M.pinCode,
    });
    expect(issuesOf(validRow({ claimant_customer_type: '', borrower_respondent_type: 'Someone' }))).toEqual({
      claimant_customer_type: M.customerType,
      borrower_respondent_type: M.customerType,
    });
    expect(issuesOf(validRow({ claimant_customer_type: 'Enterprise', claimant_company_name: '', claimant_email: '', claimant_mobile: '', claimant_state: '', claimant_district: '' }))).toEqual({
      claimant_company_name: M.companyName,
      claimant_email: M.email,
      claimant_mobile: M.mobile,
      claimant_state: M.state,
      claimant_district: M.district,
    });
  });

  it('knows states, districts, salutations and natures of dispute', () => {
    expect(issuesOf(validRow({ borrower_state: 'Atlantis', claimant_district: 'Mysuru', borrower_salutation: 'Sir', nature_of_dispute: 'Piracy' }))).toEqual({
      borrower_state: BULK_MESSAGES.state('Atlantis'),
      claimant_district: BULK_MESSAGES.district('Mysuru', 'Maharashtra'),
      borrower_salutation: BULK_MESSAGES.unknownValue('Salutation', 'Sir'),
      nature_of_dispute: BULK_MESSAGES.unknownValue('Nature of Dispute', 'Piracy'),
    });
  });

  it('checks dates, numbers and choices, and dates not in the future', () => {
    expect(
      issuesOf(validRow({ date_of_agreement: '31-02-2023', disputed_value: 'lots', no_of_instalments: '2.5', composition_of_tribunal: 'Five', interim_measures: 'Maybe', criteria: 'x' })),
    ).toEqual({
      date_of_agreement: BULK_MESSAGES.date('Date of Agreement'),
      disputed_value: BULK_MESSAGES.number('Disputed Value'),
      no_of_instalments: BULK_MESSAGES.wholeNumber('No Of Instalments'),
      composition_of_tribunal: BULK_MESSAGES.choice('Composition of Tribunal', ['Sole', 'Three']),
      interim_measures: BULK_MESSAGES.choice('Interim Measures', ['Yes', 'No']),
      criteria: BULK_MESSAGES.choice('Criteria Of Loan', ['Live', 'Loss on Sale']),
    });
    const nextYear = new Date().getFullYear() + 1;
    expect(issuesOf(validRow({ date_of_agreement: `01-01-${nextYear}` }))).toEqual({ date_of_agreement: M.agreementDateFuture });
  });

  it('checks a co-borrower or guarantor only when the row names one', () => {
    expect(issuesOf(validRow({ co_borrower_name1: 'Asha' }))).toEqual({ co_borrower_respondent_type: M.customerType });
    expect(issuesOf(validRow({ co_borrower_name1: 'Asha', co_borrower_respondent_type: 'Individual' }))).toMatchObject({ co_borrower_fathers_name: M.fatherName, co_borrower_mobile: M.mobile });
  });

  it('reads dates from spreadsheets and Indian number formats', () => {
    expect(parseBulkDate('5/4/2023')).toBe('2023-04-05');
    expect(parseBulkDate('2023-04-05')).toBe('2023-04-05');
    expect(parseBulkDate('04-31-2023')).toBeNull();
    expect(parseBulkNumber('₹ 1,00,000.50')).toBe(100000.5);
    expect(parseBulkNumber('1e5')).toBeNull();
    const result = checkBulkRow(validRow({ date_of_agreement: new Date(Date.UTC(2023, 3, 15)) }), options);
    expect(result.ok && result.value.date_of_agreement).toBe('2023-04-15');
  });
});

describe('bulk template', () => {
  it('has a README block of notes, then the header', () => {
    const lines = bulkTemplateCsv().trim().split('\r\n');
    expect(lines.slice(0, -1).every((line) => line.startsWith('# '))).toBe(true);
    expect(lines.at(-1)).toBe(BULK_COLUMN_KEYS.join(','));
    expect(lines.some((line) => line.startsWith('# borrower_mobile: Borrower Mobile Number. Required: yes. Format: 10 digits.'))).toBe(true);
    expect(missingBulkColumns(BULK_COLUMN_KEYS)).toEqual([]);
    expect(missingBulkColumns(['user_email_id'])).toContain('borrower_mobile');
  });

  it('quotes CSV cells and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe('"-5"');
    expect(toCsv([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n');
  });

  it('takes the short way only for cells that need neither quotes nor a guard', () => {
    // Every string of up to three characters over the characters that matter, against the rules
    // written out in full.
    const full = (text: string) => {
      const guarded = /^[=+@]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text)) ? `'${text}` : text;
      return /[",\r\n]|^\s|\s$|^[#=+\-@]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
    };
    const alphabet = ['a', '1', ' ', '\t', '"', ',', '\r', '\n', '#', '=', '+', '-', '@', "'"];
    let texts = [''];
    for (let length = 1; length <= 3; length++) texts = [...texts, ...texts.filter((text) => text.length === length - 1).flatMap((text) => alphabet.map((c) => text + c))];
    expect(texts.length).toBeGreaterThan(2800);
    for (const text of texts) expect([text, csvCell(text)]).toEqual([text, full(text)]);
  });
});
