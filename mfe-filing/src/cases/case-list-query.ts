import { api, caseTitle, LIST_TAB_STAGES, sortRespondentsByContactType, type Filter, type FrappeClient, type ListTab } from 'shared-api';

export type CaseListDoctype = 'Claim' | 'Dispute';

export interface CaseListRow {
  name: string;
  stage: string;
  creation: string;
  agreement: string | null;
  neutral: string | null;
  title: string;
  /** The statutory date the lender watches: the award's (claim) or the mediation's (dispute). */
  statutoryDue: string | null;
  /** Whether that date is still the case's next deadline (else it was met or has not started). */
  statutoryDueRunning: boolean;
}

export interface CaseListParams {
  doctype: CaseListDoctype;
  tab: ListTab;
  search: string;
  page: number;
  pageSize: number;
}

const KIND = { Claim: 'claim', Dispute: 'dispute' } as const;
const AGREEMENT = { Claim: 'arbitration_agreement_number', Dispute: 'mediation_agreement_number' } as const;
const NEUTRAL = { Claim: 'arbitrator_name', Dispute: 'mediator_name' } as const;
const STATUTORY_DUE = { Claim: 'award_due_on', Dispute: 'mediation_due_on' } as const;
/** The server answers at most this many rows a page. */
const PAGE_CAP = 500;

type Party = { parent: string; name1?: string | null; company_name?: string | null; contact_type?: string | null };

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likeValue = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the caller's claims or disputes (the server's row rules decide which), counted on
 * the server, newest first. The search matches the case number or a respondent's name or company.
 */
export async function fetchCaseList(
  { doctype, tab, search, page, pageSize }: CaseListParams,
  signal?: AbortSignal,
  client: FrappeClient = api,
): Promise<{ rows: CaseListRow[]; total: number }> {
  const filters: Filter[] = [['stage', 'in', [...LIST_TAB_STAGES[KIND[doctype]][tab]]]];
  let orFilters: Filter[] | undefined;
  const text = search.trim();
  if (text) {
    const like = likeValue(text);
    const matches = await client.getList<{ parent: string }>(
      'Respondent Table',
      {
        fields: ['parent'],
        filters: [['parenttype', '=', doctype]],
        orFilters: [
          ['name1', 'like', like],
          ['last_name', 'like', like],
          ['company_name', 'like', like],
        ],
        limitPageLength: PAGE_CAP,
      },
      { signal },
    );
    const parents = [...new Set(matches.map((match) => match.parent))];
    orFilters = [['name', 'like', like], ...(parents.length > 0 ? ([['name', 'in', parents]] as Filter[]) : [])];
  }

  const { rows, total } = await client.getPage<Record<string, string | null>>(
    doctype,
    {
      fields: ['name', 'stage', 'creation', AGREEMENT[doctype], NEUTRAL[doctype], STATUTORY_DUE[doctype], 'next_deadline_on'],
      filters,
      orFilters,
      orderBy: 'creation desc',
    },
    page,
    pageSize,
    { signal },
  );
  const names = rows.map((row) => String(row.name));
  const titles = await titlesOf(client, doctype, names, signal);
  return {
    total,
    rows: rows.map((row) => ({
      name: String(row.name),
      stage: String(row.stage ?? ''),
      creation: String(row.creation ?? ''),
      agreement: row[AGREEMENT[doctype]] ?? null,
      neutral: row[NEUTRAL[doctype]] ?? null,
      title: titles.get(String(row.name)) ?? caseTitle([], []),
      statutoryDue: row[STATUTORY_DUE[doctype]] ?? null,
      statutoryDueRunning: Boolean(row.next_deadline_on) && row.next_deadline_on === row[STATUTORY_DUE[doctype]],
    })),
  };
}

/** "Claimant vs Respondent & Anr." for each case of the page, borrower first (SPEC §2 title rule). */
async function titlesOf(client: FrappeClient, doctype: CaseListDoctype, names: string[], signal?: AbortSignal) {
  const titles = new Map<string, string>();
  if (names.length === 0) return titles;
  const rowsOf = (table: string, fields: string[]) =>
    client.getList<Party>(
      table,
      { fields: ['parent', ...fields], filters: [['parenttype', '=', doctype], ['parent', 'in', names]], orderBy: 'idx asc', limitPageLength: PAGE_CAP },
      { signal },
    );
  const [claimants, respondents] = await Promise.all([
    rowsOf('Claimant Table', ['name1', 'company_name']),
    rowsOf('Respondent Table', ['name1', 'company_name', 'contact_type']),
  ]);
  for (const name of names) {
    titles.set(
      name,
      caseTitle(
        claimants.filter((row) => row.parent === name),
        sortRespondentsByContactType(respondents.filter((row) => row.parent === name)),
      ),
    );
  }
  return titles;
}
