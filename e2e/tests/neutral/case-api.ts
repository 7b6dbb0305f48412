import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/accounts';

const API = '/api/method/arbitroute.api.react_api';

/** An API session of one demo account, for preparing data the browser journey needs. */
export class ApiSession {
  private constructor(
    readonly context: APIRequestContext,
    private readonly csrfToken: string,
  ) {}

  static async login(baseURL: string, email: string): Promise<ApiSession> {
    const context = await playwrightRequest.newContext({ baseURL });
    const reply = await context.post('/api/method/login', { data: { usr: email, pwd: DEMO_PASSWORD } });
    expect(reply.ok(), `login of ${email}`).toBeTruthy();
    const body = (await reply.json()) as { csrf_token: string };
    return new ApiSession(context, body.csrf_token);
  }

  private headers() {
    return { 'X-Frappe-CSRF-Token': this.csrfToken };
  }

  async post<T = unknown>(path: string, data: object): Promise<T> {
    const reply = await this.context.post(path, { data, headers: this.headers() });
    expect(reply.ok(), `${path}: ${reply.status()} ${await reply.text()}`).toBeTruthy();
    return (await reply.json()) as T;
  }

  async put<T = unknown>(path: string, data: object): Promise<T> {
    const reply = await this.context.put(path, { data, headers: this.headers() });
    expect(reply.ok(), `${path}: ${reply.status()} ${await reply.text()}`).toBeTruthy();
    return (await reply.json()) as T;
  }

  async get<T = unknown>(path: string): Promise<T> {
    const reply = await this.context.get(path);
    expect(reply.ok(), `${path}: ${reply.status()}`).toBeTruthy();
    return (await reply.json()) as T;
  }

  async method<T = unknown>(name: string, data: object): Promise<T> {
    return (await this.post<{ message: T }>(`${API}.${name}`, data)).message;
  }

  async dispose() {
    await this.context.dispose();
  }
}

/** A name no other test (or run) uses. */
export function uniqueTag(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Borrowers with real-looking names, so screenshots read like the product (the case number tells cases apart). */
const BORROWERS = ['Ramesh Patil', 'Sunita Deshmukh', 'Imran Shaikh', 'Lakshmi Iyer', 'Gurpreet Singh', 'Anita Kulkarni', 'Joseph Mathew'];

export interface FiledCase {
  name: string;
  borrower: string;
}

/** The claimant files a Draft claim or dispute with unique parties, as the filing screens would. */
export async function fileCase(
  claimant: ApiSession,
  kind: 'Claim' | 'Dispute',
  tag: string,
  extra: Record<string, unknown> = {},
): Promise<FiledCase> {
  const borrower = BORROWERS[[...tag].reduce((sum, char) => sum + char.charCodeAt(0), 0) % BORROWERS.length];
  const agreementField = kind === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
  const reply = await claimant.post<{ data: { name: string } }>(`/api/resource/${kind}`, {
    [agreementField]: `AGR-${tag}`,
    nature_of_dispute: 'Vehicle Loan Default',
    disputed_value: 125000,
    venue: 'Pune',
    claimant_table: [
      {
        customer_type: 'Enterprise',
        company_name: 'Sahyadri Finance Ltd',
        email: 'claimant@demo.in',
        mobile: '9800000001',
        taluk: 'Pune City',
        state: 'Maharashtra',
        district: 'Pune',
        pin_code: '411037',
      },
    ],
    respondent_table: [
      {
        respondent_type: 'Individual',
        contact_type: 'Borrower',
        name1: borrower,
        fathers_name: 'Father Name',
        mobile: `9${String(Date.now()).slice(-9)}`,
        taluk: 'Lucknow',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        pin_code: '226016',
      },
    ],
    ...extra,
  });
  return { name: reply.data.name, borrower };
}

/** The date `days` from today, 'YYYY-MM-DD', in the browser's (and server's) local time. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * A case already accepted by its neutral and moved through `stages`, as the neutral would do it:
 * the case manager assigns, the neutral accepts with a first hearing, then each stage is set.
 */
export async function acceptedCase(
  baseURL: string,
  kind: 'Claim' | 'Dispute',
  neutralEmail: string,
  stages: string[],
  extra: Record<string, unknown> = {},
): Promise<FiledCase> {
  const claimant = await ApiSession.login(baseURL, 'claimant@demo.in');
  const filed = await fileCase(claimant, kind, uniqueTag(`neutral-${kind.toLowerCase()}`), extra);
  await claimant.dispose();
  const admin = await ApiSession.login(baseURL, 'admin@demo.in');
  await admin.method('assign_neutral', { docname: filed.name, neutral: neutralEmail });
  await admin.dispose();
  const neutral = await ApiSession.login(baseURL, neutralEmail);
  await neutral.method(kind === 'Claim' ? 'update_claim_fields' : 'accept_disputes', {
    docname: filed.name,
    mode_of_hearing: 'Online',
    vc_link: 'https://meet.example.in/hearing-room',
    hearing_date: inDays(2),
    hearing_time: '10:30:00',
  });
  for (const [i, stage] of stages.entries()) {
    // A claim's later hearing stage stands for its hearing (the first is scheduled on acceptance):
    // scheduling it takes the claim there.
    if (kind === 'Claim' && stage.endsWith(' Hearing') && stage !== 'First Hearing') {
      await neutral.post('/api/resource/Hearing', { claim: filed.name, hearing_type: stage, hearing_date: inDays(3 + i) });
    }
    await neutral.put(`/api/resource/${kind}/${filed.name}`, { stage });
  }
  await neutral.dispose();
  return filed;
}
