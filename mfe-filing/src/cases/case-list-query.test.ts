import type { FrappeClient, ListParams } from 'shared-api';
import { fetchCaseList } from './case-list-query';

function fakeClient(tables: Record<string, Array<Record<string, unknown>>>) {
  const lists: Array<[string, ListParams | undefined]> = [];
  const pages: Array<[string, Omit<ListParams, 'limitStart' | 'limitPageLength'>, number, number]> = [];
  const client = {
    getList: jest.fn(async (doctype: string, params?: ListParams) => {
      lists.push([doctype, params]);
      return tables[doctype] ?? [];
    }),
    getPage: jest.fn(async (doctype: string, params: Omit<ListParams, 'limitStart' | 'limitPageLength'>, page: number, size: number) => {
      pages.push([doctype, params, page, size]);
      return { rows: tables[doctype] ?? [], total: 23 };
    }),
  } as unknown as FrappeClient;
  return { client, lists, pages };
}

const CASES = [
  { name: 'ARB-00009', stage: 'Draft', creation: '2026-11-23 10:00:00', arbitration_agreement_number: 'UFL/9', arbitrator_name: null },
  { name: 'ARB-00008', stage: 'Draft', creation: '2026-11-22 10:00:00', arbitration_agreement_number: null, arbitrator_name: 'Vikram Rao', award_due_on: '2027-05-31', next_deadline_on: '2027-05-31' },
];

describe('fetchCaseList', () => {
  it('asks for one page of the tab, newest first, and titles each case by the title rule', async () => {
    const { client, pages } = fakeClient({
      Claim: CASES,
      'Claimant Table': [
        { parent: 'ARB-00009', company_name: 'Udaygiri Finance Ltd', name1: 'Rohan' },
        { parent: 'ARB-00008', name1: 'Asha' },
      ],
      'Respondent Table': [
        { parent: 'ARB-00009', name1: 'Sunil', contact_type: 'Guarantor' },
        { parent: 'ARB-00009', name1: 'Ravi', contact_type: 'Borrower' },
        { parent: 'ARB-00009', company_name: 'Patil Agro', contact_type: 'Co-Borrower' },
        { parent: 'ARB-00008', name1: 'Kiran', contact_type: 'Borrower' },
        { parent: 'ARB-00008', name1: 'Meena', contact_type: 'Guarantor' },
      ],
    });
    const result = await fetchCaseList({ doctype: 'Claim', tab: 'draft', search: '', page: 2, pageSize: 10 }, undefined, client);
    expect(pages).toEqual([
      ['Claim', expect.objectContaining({ filters: [['stage', 'in', ['Draft']]], orFilters: undefined, orderBy: 'creation desc' }), 2, 10],
    ]);
    expect(result.total).toBe(23);
    expect(result.rows.map((row) => row.title)).toEqual(['Udaygiri Finance Ltd vs Ravi & Ors.', 'Asha vs Kiran & Anr.']);
    expect(result.rows[0]).toMatchObject({ name: 'ARB-00009', agreement: 'UFL/9', neutral: null, stage: 'Draft', statutoryDue: null, statutoryDueRunning: false });
    expect(result.rows[1]).toMatchObject({ statutoryDue: '2027-05-31', statutoryDueRunning: true });
  });

  it('lists every stage but Draft and Completed under All', async () => {
    const { client, pages } = fakeClient({ Dispute: [] });
    await fetchCaseList({ doctype: 'Dispute', tab: 'all', search: '', page: 1, pageSize: 10 }, undefined, client);
    const stages = (pages[0][1].filters as unknown[][])[0][2] as string[];
    expect(stages).toContain('Assignment');
    expect(stages).toContain('Registration');
    expect(stages).not.toContain('Draft');
    expect(stages).not.toContain('Completed');
  });

  it('matches the search against the case number or a respondent’s name, with wildcards escaped', async () => {
    const { client, lists, pages } = fakeClient({ 'Respondent Table': [{ parent: 'ARB-00003' }, { parent: 'ARB-00003' }, { parent: 'ARB-00001' }] });
    await fetchCaseList({ doctype: 'Claim', tab: 'all', search: ' Patil_% ', page: 1, pageSize: 10 }, undefined, client);
    expect(lists[0]).toEqual([
      'Respondent Table',
      expect.objectContaining({
        filters: [['parenttype', '=', 'Claim']],
        orFilters: [
          ['name1', 'like', '%Patil\\_\\%%'],
          ['last_name', 'like', '%Patil\\_\\%%'],
          ['company_name', 'like', '%Patil\\_\\%%'],
        ],
      }),
    ]);
    expect(pages[0][1].orFilters).toEqual([
      ['name', 'like', '%Patil\\_\\%%'],
      ['name', 'in', ['ARB-00003', 'ARB-00001']],
    ]);
  });
});
