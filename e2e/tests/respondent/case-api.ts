import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';

/** A logged-in API session of one demo account (cookies + CSRF token), for arranging test data. */
export class ApiSession {
  private constructor(
    readonly http: APIRequestContext,
    private readonly csrf: string,
  ) {}

  static async login(baseURL: string, email: string): Promise<ApiSession> {
    const http = await playwrightRequest.newContext({ baseURL });
    const reply = await http.post('/api/method/login', { data: { usr: email, pwd: DEMO_PASSWORD } });
    expect(reply.ok(), `login as ${email}`).toBe(true);
    const body = (await reply.json()) as { csrf_token: string };
    return new ApiSession(http, body.csrf_token);
  }

  private headers() {
    return { 'X-Frappe-CSRF-Token': this.csrf, Accept: 'application/json' };
  }

  async call<T = unknown>(method: string, data: Record<string, unknown>): Promise<T> {
    const reply = await this.http.post(`/api/method/${method}`, { data, headers: this.headers() });
    expect(reply.ok(), `${method}: ${await reply.text()}`).toBe(true);
    return ((await reply.json()) as { message: T }).message;
  }

  async insert<T = Record<string, unknown>>(doctype: string, doc: Record<string, unknown>): Promise<T> {
    const reply = await this.http.post(`/api/resource/${encodeURIComponent(doctype)}`, { data: doc, headers: this.headers() });
    expect(reply.ok(), `insert ${doctype}: ${await reply.text()}`).toBe(true);
    return ((await reply.json()) as { data: T }).data;
  }

  async update<T = Record<string, unknown>>(doctype: string, name: string, patch: Record<string, unknown>): Promise<T> {
    const reply = await this.http.put(`/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, {
      data: patch,
      headers: this.headers(),
    });
    expect(reply.ok(), `update ${doctype} ${name}: ${await reply.text()}`).toBe(true);
    return ((await reply.json()) as { data: T }).data;
  }

  async get<T = Record<string, unknown>>(doctype: string, name: string): Promise<T> {
    const reply = await this.http.get(`/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`);
    expect(reply.ok(), `get ${doctype} ${name}`).toBe(true);
    return ((await reply.json()) as { data: T }).data;
  }

  async dispose() {
    await this.http.dispose();
  }
}

/** A 10-digit mobile no other test uses: respondents are matched by case number and mobile. */
export function uniqueMobile(): string {
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const random = `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `7${tail}${random}`;
}

/** Local calendar date `days` from today, YYYY-MM-DD. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export interface FiledCase {
  name: string;
  mobile: string;
  respondentName: string;
}

function caseBody(kind: 'Claim' | 'Dispute', mobile: string, tag: string) {
  const agreement = `E2E/RESP/${tag}/${mobile}`;
  return {
    [kind === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number']: agreement,
    nature_of_dispute: 'Personal Loan Default',
    date_of_agreement: '2023-06-01',
    disputed_value: 184500,
    venue: 'Pune',
    jurisdiction: 'Pune',
    composition_of_tribunal: 'Sole',
    product: 'Two-wheeler loan',
    make_model: 'Bajaj Pulsar 150',
    registration_no: 'MH15 GT 2231',
    engine_no: 'DHZCFK41872',
    chassis_no: 'MD2A11CZ4KCF20871',
    loan_amount: 150000,
    no_of_instalments: 24,
    instalment_amt: 7250,
    commencing_from: '2023-07-05',
    ending_on: '2025-06-05',
    claimant_table: [
      {
        customer_type: 'Enterprise',
        salutation: 'M/s',
        company_name: 'Udaygiri Finance Ltd',
        name1: 'Rohan',
        email: ACCOUNTS.claimant,
        mobile: '9800000001',
        taluk: 'Pune City',
        district: 'Pune',
        state: 'Maharashtra',
        city: 'Pune',
        pin_code: '411037',
      },
    ],
    respondent_table: [
      {
        respondent_type: 'Individual',
        contact_type: 'Borrower',
        salutation: 'Mr',
        name1: 'Anil',
        last_name: `Respondent${tag}`,
        fathers_name: 'Suresh',
        email: `anil.${tag.toLowerCase()}.${mobile}@example.in`,
        mobile,
        streetvillage: 'MG Road',
        city: 'Nashik',
        taluk: 'Nashik',
        district: 'Nashik',
        state: 'Maharashtra',
        pin_code: '422001',
      },
    ],
  };
}

/**
 * A claim as the claimant files it, assigned by the case manager, accepted by the arbitrator and
 * moved on to the reply window (Awaiting Reply, or the `stages` given), with a unique respondent mobile.
 */
export async function claimAwaitingReply(
  baseURL: string,
  tag = 'ARB',
  stages: readonly string[] = ['Issuance of Notice', 'Awaiting Reply'],
): Promise<FiledCase> {
  const mobile = uniqueMobile();
  const claimant = await ApiSession.login(baseURL, ACCOUNTS.claimant);
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  const arbitrator = await ApiSession.login(baseURL, ACCOUNTS.arbitrator);
  try {
    const claim = await claimant.insert<{ name: string }>('Claim', caseBody('Claim', mobile, tag));
    await admin.call('arbitroute.api.react_api.assign_neutral', { docname: claim.name, neutral: ACCOUNTS.arbitrator });
    await arbitrator.call('arbitroute.api.react_api.update_claim_fields', {
      docname: claim.name,
      mode_of_hearing: 'Online',
      vc_link: 'https://meet.example.in/e2e-hearing',
      hearing_date: inDays(12),
      hearing_time: '11:00:00',
    });
    for (const stage of stages) await arbitrator.update('Claim', claim.name, { stage });
    return { name: claim.name, mobile, respondentName: `Anil Respondent${tag}` };
  } finally {
    await Promise.all([claimant.dispose(), admin.dispose(), arbitrator.dispose()]);
  }
}

/** The arbitrator records consent and disclosure, which a claim needs before Consent And Disclosure Dispatch. */
export async function recordConsentAndDisclosure(baseURL: string, claimName: string): Promise<void> {
  const arbitrator = await ApiSession.login(baseURL, ACCOUNTS.arbitrator);
  try {
    await arbitrator.call('arbitroute.api.react_api.update_consent_disclosure', {
      docname: claimName,
      consent: '<p>I consent to act as the arbitrator.</p>',
      disclosure: '<p>I have nothing to disclose.</p>',
    });
  } finally {
    await arbitrator.dispose();
  }
}

/** The seeded demo claim in Awaiting Reply (server/src/seed/demo-cases.ts, DEMO_CASES.claimWithHearing). */
export const DEMO_CLAIM_AWAITING_REPLY = 'UFL/BL/2021/007730';

/**
 * The demo claim waiting for the respondents' reply, as the demo data seeds it: its borrower,
 * Patil Agro Traders (an Enterprise), logs in with mobile 9000010301. The case number (ARB-000NN)
 * depends on the seeding order, so it is looked up by the agreement number.
 */
export async function demoClaimAwaitingReply(baseURL: string): Promise<FiledCase> {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    const reply = await admin.http.get('/api/resource/Claim', {
      params: {
        filters: JSON.stringify([['arbitration_agreement_number', '=', DEMO_CLAIM_AWAITING_REPLY]]),
        fields: JSON.stringify(['name', 'stage']),
      },
    });
    expect(reply.ok(), `look up the demo claim ${DEMO_CLAIM_AWAITING_REPLY}`).toBe(true);
    const rows = ((await reply.json()) as { data: { name: string; stage: string }[] }).data;
    expect(rows, `one demo claim ${DEMO_CLAIM_AWAITING_REPLY}`).toHaveLength(1);
    expect(rows[0].stage, `the demo claim ${rows[0].name} is still waiting for the reply`).toBe('Awaiting Reply');
    return { name: rows[0].name, mobile: '9000010301', respondentName: 'Patil Agro Traders' };
  } finally {
    await admin.dispose();
  }
}

/** A dispute assigned to and accepted by the mediator, due in `dueInDays` days. */
export async function acceptedDispute(baseURL: string, dueInDays: number, tag = 'MED'): Promise<FiledCase> {
  const mobile = uniqueMobile();
  const claimant = await ApiSession.login(baseURL, ACCOUNTS.claimant);
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  const mediator = await ApiSession.login(baseURL, ACCOUNTS.mediator);
  try {
    const dispute = await claimant.insert<{ name: string }>('Dispute', caseBody('Dispute', mobile, tag));
    await admin.call('arbitroute.api.react_api.assign_neutral', { docname: dispute.name, neutral: ACCOUNTS.mediator });
    await mediator.call('arbitroute.api.react_api.accept_disputes', {
      docname: dispute.name,
      mode_of_hearing: 'Online',
      vc_link: 'https://meet.example.in/e2e-mediation',
      hearing_date: inDays(5),
      hearing_time: '15:00:00',
      due_date: inDays(dueInDays),
    });
    return { name: dispute.name, mobile, respondentName: `Anil Respondent${tag}` };
  } finally {
    await Promise.all([claimant.dispose(), admin.dispose(), mediator.dispose()]);
  }
}

/** The one-time code of the last SMS sent to `mobile`, read from the SMS outbox by the case manager. */
export async function latestCode(baseURL: string, mobile: string): Promise<string> {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    const reply = await admin.http.get('/api/resource/SMS Log', {
      params: {
        filters: JSON.stringify([['to', '=', mobile]]),
        fields: JSON.stringify(['text', 'creation']),
        order_by: 'creation desc',
        limit_page_length: '1',
      },
    });
    expect(reply.ok()).toBe(true);
    const rows = ((await reply.json()) as { data: { text: string }[] }).data;
    const match = /^(\d{6}) is your one-time code/.exec(rows[0]?.text ?? '');
    expect(match, `an SMS with a code was sent to ${mobile}`).not.toBeNull();
    return match![1];
  } finally {
    await admin.dispose();
  }
}
