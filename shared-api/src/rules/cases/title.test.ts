import { caseTitle, sortRespondentsByContactType } from './title';

const bank = { company_name: 'Sahyadri Finance Ltd', name1: 'Anil' };
const ravi = { name1: 'Ravi', company_name: '' };
const sita = { name1: 'Sita' };
const lakshmi = { name1: 'Lakshmi' };

describe('caseTitle (SPEC §2 Respondent case view)', () => {
  it('names an enterprise claimant by its company', () => {
    expect(caseTitle([bank], [ravi])).toBe('Sahyadri Finance Ltd vs Ravi');
  });

  it('names an individual claimant by first name', () => {
    expect(caseTitle([{ name1: 'Meera', company_name: '  ' }], [ravi])).toBe('Meera vs Ravi');
  });

  it('names a single respondent by name, else by company', () => {
    expect(caseTitle([bank], [{ name1: '', company_name: 'Ravi Transports' }])).toBe('Sahyadri Finance Ltd vs Ravi Transports');
  });

  it("adds ' & Anr.' for two respondents", () => {
    expect(caseTitle([bank], [ravi, sita])).toBe('Sahyadri Finance Ltd vs Ravi & Anr.');
  });

  it("adds ' & Ors.' for three or more respondents", () => {
    expect(caseTitle([bank], [ravi, sita, lakshmi])).toBe('Sahyadri Finance Ltd vs Ravi & Ors.');
    expect(caseTitle([bank], [ravi, sita, lakshmi, sita])).toBe('Sahyadri Finance Ltd vs Ravi & Ors.');
  });

  it('shows Nil for a missing side or a party without a name', () => {
    expect(caseTitle([], [ravi])).toBe('Nil vs Ravi');
    expect(caseTitle([bank], null)).toBe('Sahyadri Finance Ltd vs Nil');
    expect(caseTitle(undefined, [])).toBe('Nil vs Nil');
    expect(caseTitle([{}], [{}, ravi])).toBe('Nil vs Nil & Anr.');
  });

  it('uses the first claimant only', () => {
    expect(caseTitle([{ name1: 'Meera' }, bank], [ravi])).toBe('Meera vs Ravi');
  });
});

describe('sortRespondentsByContactType', () => {
  it('puts Borrower, Co-Borrower and Guarantor first, in that order, then the rest as given', () => {
    const rows = [
      { name1: 'a', contact_type: 'Guarantor' },
      { name1: 'b', contact_type: 'Legal Heir' },
      { name1: 'c', contact_type: 'Co-Borrower' },
      { name1: 'd', contact_type: null },
      { name1: 'e', contact_type: 'Borrower' },
      { name1: 'f', contact_type: 'Guarantor' },
    ];
    expect(sortRespondentsByContactType(rows).map((row) => row.name1)).toEqual(['e', 'c', 'a', 'f', 'b', 'd']);
  });

  it('matches contact types regardless of case, spaces and hyphens', () => {
    const rows = [{ contact_type: 'guarantor' }, { contact_type: 'co borrower' }, { contact_type: 'BORROWER' }];
    expect(sortRespondentsByContactType(rows).map((row) => row.contact_type)).toEqual([
      'BORROWER',
      'co borrower',
      'guarantor',
    ]);
  });

  it('leaves the given array untouched', () => {
    const rows = [{ contact_type: 'Guarantor' }, { contact_type: 'Borrower' }];
    sortRespondentsByContactType(rows);
    expect(rows.map((row) => row.contact_type)).toEqual(['Guarantor', 'Borrower']);
  });
});
