import type { CaseDoc } from 'shared-api';
import { awardTemplate, coveringLetterTemplate, enGbDate } from './award-template';

const text = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const caseDoc: CaseDoc = {
  name: 'ARB-00003',
  stage: 'Award',
  acceptance_by: 'Dr Vikram Rao',
  venue: 'Pune',
  arbitration_agreement_number: 'UFL/BL/2021/007730',
  date_of_agreement: '2021-11-09',
  loan_amount: 1000000,
  disputed_value: 1265400,
  clause_number: '24',
  claimant_table: [{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', add_lawyer: 'Adv. Priya Nair', city: 'Pune', pin_code: '411037' }],
  respondent_table: [
    { respondent_type: 'Individual', contact_type: 'Guarantor', salutation: 'Mr', name1: 'Sunil', last_name: 'Patil', fathers_name: 'Dattatray Patil', flathouse_no: 'Bungalow 14', streetvillage: 'Gangapur Road', city: 'Nashik', landmark: 'Near Temple', post_office: 'Gangapur Road', taluk: 'Nashik', district: 'Nashik', state: 'Maharashtra', pin_code: '422013' },
    { respondent_type: 'Enterprise', contact_type: 'Borrower', company_name: 'Patil Agro Traders <Pvt>', city: 'Nashik' },
    { respondent_type: 'Individual', contact_type: 'Co-Borrower', name1: 'Asha' },
    { respondent_type: 'Individual', contact_type: 'Guarantor', name1: 'Fourth', last_name: 'Person' },
  ],
} as CaseDoc;

describe('awardTemplate', () => {
  const html = awardTemplate(caseDoc, { awardDate: '2026-11-20' });
  const plain = text(html);

  it('names up to three respondents, borrower first, with every spec field', () => {
    expect(plain).toMatch(/Respondent No\. 1: M\/s Patil Agro Traders <Pvt> \(Borrower\)/);
    expect(plain).toMatch(/Respondent No\. 2: Asha \(Co-Borrower\)/);
    expect(plain).toMatch(
      /Respondent No\. 3: Mr Sunil Patil \(Guarantor\), Father's Name: Dattatray Patil, House No\.: Bungalow 14, Street \/ Village: Gangapur Road, City: Nashik, Landmark: Near Temple, Post Office: Gangapur Road, Taluk: Nashik, District: Nashik, State: Maharashtra, Pin Code: 422013/,
    );
    expect(plain).not.toMatch(/Fourth Person/);
    expect(plain).not.toMatch(/Respondent No\. 4/);
  });

  it('leaves out what the case does not record: no Nil or Nill, no empty label, no dangling comma', () => {
    expect(plain).toMatch(/Respondent No\. 1: M\/s Patil Agro Traders <Pvt> \(Borrower\), City: Nashik Respondent No\. 2/);
    expect(plain).toMatch(/Respondent No\. 2: Asha \(Co-Borrower\) Respondent No\. 3/);
    expect(plain).not.toMatch(/\bNill?\b/);
    expect(plain).not.toMatch(/: ,|, ,|,\s*$/);
  });

  it('escapes what comes from the case', () => {
    expect(html).toContain('Patil Agro Traders &lt;Pvt&gt;');
    expect(html).not.toContain('<Pvt>');
  });

  it("has the claimant's lawyer, the award paragraphs, place, date and the arbitrator's acceptance name", () => {
    expect(plain).toMatch(/Udaygiri Finance Ltd … Claimant/);
    expect(plain).toMatch(/Through its counsel: Adv\. Priya Nair/);
    expect(plain).toMatch(/agreement No\. UFL\/BL\/2021\/007730 dated 09-11-2021 for ₹10,00,000/);
    expect(plain).toMatch(/₹12,65,400, with interest at 18% p\.a\..*36% p\.a\. claimed/);
    expect(plain).toMatch(/arbitrator's fee of Rs 3,000/);
    expect(plain).toMatch(/Place: Pune/);
    expect(plain).toMatch(/Date: 20-11-2026/);
    expect(plain).toMatch(/BEFORE THE SOLE ARBITRATOR Dr Vikram Rao/);
    expect(plain).toMatch(/Dr Vikram Rao Sole Arbitrator\s*$/);
  });

  it('writes a bare case without Nil: no place, date, counsel or respondent lines, no name after the title', () => {
    const bare = text(awardTemplate({ name: 'ARB-1' } as CaseDoc, { awardDate: '' }));
    expect(bare).not.toMatch(/\bNill?\b/);
    expect(bare).not.toMatch(/Place:|Date:|Through its counsel|Respondent No\./);
    expect(bare).toMatch(/^\s*BEFORE THE SOLE ARBITRATOR Arbitration Case No\. ARB-1/);
    expect(bare).toMatch(/under the agreement\. The respondents defaulted/);
    expect(bare).toMatch(/invoked arbitration under the arbitration clause of the agreement/);
    expect(bare).toMatch(/liable to pay the claimant the amount claimed, with interest/);
    expect(bare).toMatch(/Sole Arbitrator\s*$/);
  });
});

describe('coveringLetterTemplate', () => {
  it('returns the records after 30 days under s.31(5), dates en-GB', () => {
    const plain = text(coveringLetterTemplate(caseDoc, { awardDate: '2026-11-20', today: '2026-11-25' }));
    expect(plain).toMatch(/Date: 25\/11\/2026/);
    expect(plain).toMatch(/award dated 20\/11\/2026/);
    expect(plain).toMatch(/Section 31\(5\) of the Arbitration and Conciliation Act, 1996/);
    expect(plain).toMatch(/returned to the claimants or their advocate after 30 days/);
    expect(plain).toMatch(/To, Udaygiri Finance Ltd Pune, 411037/);
    expect(plain).toMatch(/Through: Adv\. Priya Nair/);
  });

  it('leaves out the lawyer, the address parts and the dates it does not have', () => {
    const plain = text(
      coveringLetterTemplate(
        { name: 'ARB-2', claimant_table: [{ customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', city: 'Pune', streetvillage: ' ' }] } as CaseDoc,
        { awardDate: null, today: '2026-11-25' },
      ),
    );
    expect(plain).not.toMatch(/\bNill?\b/);
    expect(plain).not.toMatch(/Through:/);
    expect(plain).toMatch(/To, Udaygiri Finance Ltd Pune Subject/);
    expect(plain).toMatch(/a signed copy of the arbitral award made in the above case/);
  });

  it('formats en-GB dates and gives nothing without one', () => {
    expect(enGbDate('2026-01-05')).toBe('05/01/2026');
    expect(enGbDate(null)).toBeNull();
  });
});
