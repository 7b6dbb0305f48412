import { dispatchPartyName } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { insertDoc, updateDoc } from '../core/documents';
import type { AppServices } from '../services';
import { contextOf, inDays, LENDER, person, WITH_LAWYER } from './demo-cases';

/*
 * Demo cases at every stage a case passes (claims: Issuance of Notice … Completed; disputes:
 * Hearing … Completed), each taken there the way the portal takes a case: filed at an early stage,
 * then moved by its neutral's saves (hearings, the award, its dispatch, the settlement, the
 * registration) and stage moves, so the server's state machine and record prerequisites check
 * every step. Fictional people; real places.
 */

/** The stage cases by their agreement numbers (the seed test refers to them by key). */
export const DEMO_STAGE_CASES = {
  pleadingClaim: 'UFL/HL/2022/011208',
  hearingClaim: 'UFL/TL/2022/020417',
  awardClaim: 'UFL/PL/2021/004466',
  dispatchedClaim: 'UFL/VL/2021/013590',
  completedClaim: 'UFL/BL/2020/008821',
  hearingDispute: 'UFL/PL/2023/041172',
  settledDispute: 'UFL/GL/2022/027733',
  registeredDispute: 'UFL/CD/2023/016604',
  completedDispute: 'UFL/PL/2022/035519',
} as const;

interface StageCase {
  doctype: 'Claim' | 'Dispute';
  link: 'claim' | 'dispute';
  name: string;
}

type Step = (neutral: RequestContext, demo: StageCase) => Promise<void>;

interface StageDemo {
  doctype: 'Claim' | 'Dispute';
  agreement: string;
  /** The stage it is filed at, before its neutral moves it on. */
  filedAt: string;
  respondents: Doc[];
  values: Doc;
  steps: Step[];
}

const ARBITRATOR = { arbitrator: 'arbitrator@demo.in', arbitrator_name: 'Dr Vikram Rao', acceptance_by: 'Dr Vikram Rao' };
const MEDIATOR = { mediator_email_id: 'mediator@demo.in', mediator_name: 'Ms Anjali Sharma', acceptance_by: 'Ms Anjali Sharma' };
const VC_LINK = 'https://meet.example.in/arbitrator-vikram-rao';

const moveTo = (stage: string, extra: Doc = {}): Step => async (ctx, { doctype, name }) => {
  await updateDoc(ctx, doctype, name, { stage, ...extra });
};

/** A hearing: held `days` ago (minutes and attendees recorded), or scheduled `days` ahead. */
const hearing = (hearing_type: string, days: number): Step => async (ctx, { link, name }) => {
  const held = days < 0;
  await insertDoc(ctx, 'Hearing', {
    [link]: name,
    hearing_type,
    hearing_date: inDays(days),
    hearing_time: '11:00:00',
    mode_of_hearing: 'Online',
    vc_link: link === 'claim' ? VC_LINK : 'https://meet.example.in/mediator-anjali-sharma',
    status: held ? 'Completed' : 'In Progress',
    transcript: held ? '<p>Both sides were heard. Next steps recorded.</p>' : null,
    hearing_attendees: held
      ? [
          { name1: 'Adv. Priya Nair', designation: 'Advocate', representing: 'Claimant' },
          { name1: 'Rohan Mehta', designation: 'Director', representing: 'Claimant' },
        ]
      : [],
  });
};

const award = (amount: number): Step => async (ctx, { name }) => {
  await insertDoc(ctx, 'Award', {
    claim: name,
    award_type: 'Award-Final',
    award_date: inDays(-14),
    award_amount: amount,
    award_letter: `<p>The respondents shall jointly and severally pay the claimant ₹${amount.toLocaleString('en-IN')} with interest at 9% a year from the date of this award.</p>`,
  });
};

/** The award dispatched by Speed Post to every party of the case, one delivery row each. */
const dispatchAward: Step = async (ctx, { name }) => {
  const parties = await partyRows(ctx, name);
  await insertDoc(ctx, 'Document Dispatch Tracker', {
    claim: name,
    documents: 'Award',
    dispatch_date: inDays(-10),
    status: 'Delivered',
    channel: 'Speed Post',
    dispatch_details: parties.map((party, index) => ({
      dispatched_to: dispatchPartyName(party),
      mobile: party.mobile ?? null,
      email: party.email ?? null,
      channel: 'Speed Post',
      dispatch_date: inDays(-10),
      tracking_id: `EM${String(482_100_310 + index)}IN`,
      status: 'Delivered',
    })),
  });
};

/** Claimant and respondent rows of a claim (the two tables have different columns). */
async function partyRows(ctx: RequestContext, name: string): Promise<Doc[]> {
  const out: Doc[] = [];
  for (const table of ['tabClaimant Table', 'tabRespondent Table']) {
    const { rows } = await ctx.db.query<Doc>(`SELECT * FROM "${table}" WHERE "parent" = $1 AND "parenttype" = 'Claim' ORDER BY "idx"`, [name]);
    out.push(...rows);
  }
  return out;
}

const settle = (outcome: 'Settlement' | 'Non Settlement'): Step => async (ctx, { name }) => {
  await insertDoc(ctx, 'Settlement', {
    dispute: name,
    settlement_type: outcome,
    settlement_date: inDays(-8),
    settlement_amount: 165000,
    settlement_report: '<p>The respondent agreed to repay ₹1,65,000 in six monthly instalments.</p>',
  });
};

const register: Step = async (ctx, { name }) => {
  await insertDoc(ctx, 'Registration', {
    dispute: name,
    registration_date: inDays(-4),
    registration_number: `MED-REG/${inDays(0).slice(0, 4)}/0417`,
    registration_report: '<p>The settlement agreement was registered with the Sub-Registrar, Pune.</p>',
  });
};

const LOAN = {
  venue: 'Pune',
  jurisdiction: 'Pune',
  composition_of_tribunal: 'Sole',
  criteria: 'Live',
  lawyer_email_id: 'lawyer@demo.in',
};

const borrower = (name1: string, last_name: string, fathers_name: string, mobile: string, place: Doc) =>
  person({ salutation: 'Mr', name1, last_name, fathers_name, mobile, ...place });

const PLACES: Record<string, Doc> = {
  indore: { flathouse_no: '45, Scheme No. 54', streetvillage: 'Vijay Nagar', city: 'Indore', post_office: 'Vijay Nagar', taluk: 'Indore', district: 'Indore', state: 'Madhya Pradesh', pin_code: '452010' },
  mysuru: { flathouse_no: '#118, 4th Cross', streetvillage: 'Kuvempunagar', city: 'Mysuru', post_office: 'Kuvempunagar', taluk: 'Mysuru', district: 'Mysore', state: 'Karnataka', pin_code: '570023' },
  patna: { flathouse_no: 'House 7, Road 12', streetvillage: 'Rajendra Nagar', city: 'Patna', post_office: 'Rajendra Nagar', taluk: 'Patna Sadar', district: 'Patna', state: 'Bihar', pin_code: '800016' },
  surat: { flathouse_no: 'B-204, Shanti Residency', streetvillage: 'Adajan', city: 'Surat', post_office: 'Adajan', taluk: 'Surat City', district: 'Surat', state: 'Gujarat', pin_code: '395009' },
  guwahati: { flathouse_no: 'House 23', streetvillage: 'Zoo Road, Tepesia', city: 'Guwahati', post_office: 'Zoo Road', taluk: 'Guwahati', district: 'Kamrup Metropolitan', state: 'Assam', pin_code: '781024' },
  ludhiana: { flathouse_no: '512-B', streetvillage: 'Sarabha Nagar', city: 'Ludhiana', post_office: 'Sarabha Nagar', taluk: 'Ludhiana', district: 'Ludhiana', state: 'Punjab', pin_code: '141001' },
  kochi: { flathouse_no: 'Thekkekara House', streetvillage: 'Kaloor', city: 'Kochi', post_office: 'Kaloor', taluk: 'Kanayannur', district: 'Ernakulam', state: 'Kerala', pin_code: '682017' },
  nagpur: { flathouse_no: 'Plot 31', streetvillage: 'Dharampeth', city: 'Nagpur', post_office: 'Dharampeth', taluk: 'Nagpur Urban', district: 'Nagpur', state: 'Maharashtra', pin_code: '440010' },
  bhubaneswar: { flathouse_no: 'Plot 212', streetvillage: 'Saheed Nagar', city: 'Bhubaneswar', post_office: 'Saheed Nagar', taluk: 'Bhubaneswar', district: 'Khordha', state: 'Odisha', pin_code: '751007' },
};

const HELD_TWICE: Step[] = [hearing('First Hearing', -60), hearing('Second Hearing', -30)];

function stageDemos(): StageDemo[] {
  const claim = (agreement: string, filedAt: string, respondents: Doc[], values: Doc, steps: Step[]): StageDemo => ({
    doctype: 'Claim',
    agreement,
    filedAt,
    respondents,
    values: { ...LOAN, ...ARBITRATOR, acceptance_date: inDays(-90), nature_of_dispute: 'Vehicle Loan Default', ...values },
    steps,
  });
  const dispute = (agreement: string, respondents: Doc[], values: Doc, steps: Step[]): StageDemo => ({
    doctype: 'Dispute',
    agreement,
    filedAt: 'Issuance of Notice',
    respondents,
    values: { ...LOAN, ...MEDIATOR, acceptance_date: inDays(-40), due_date: inDays(30), nature_of_dispute: 'Personal Loan Default', ...values },
    steps: [moveTo('Awaiting Reply'), ...steps],
  });
  return [
    claim(DEMO_STAGE_CASES.pleadingClaim, 'Awaiting Reply', [borrower('Arvind', 'Joshi', 'Prakash Joshi', '9000011101', PLACES.indore)], { disputed_value: 412300, product: 'Home improvement loan', loan_amount: 350000 }, [moveTo('Additional Pleading')]),
    claim(DEMO_STAGE_CASES.hearingClaim, 'Issuance of Notice', [borrower('Manjunath', 'Gowda', 'Basavaraj Gowda', '9000011201', PLACES.mysuru)], { disputed_value: 268900, product: 'Tractor loan', make_model: 'Mahindra 575 DI', loan_amount: 540000 }, [
      hearing('First Hearing', -20),
      hearing('Second Hearing', 10),
    ]),
    claim(DEMO_STAGE_CASES.awardClaim, 'Issuance of Notice', [borrower('Rajeev', 'Sinha', 'Ashok Sinha', '9000011301', PLACES.patna)], { disputed_value: 189450, product: 'Personal loan', loan_amount: 150000 }, [
      ...HELD_TWICE,
      award(189450),
      moveTo('Award'),
    ]),
    claim(
      DEMO_STAGE_CASES.dispatchedClaim,
      'Issuance of Notice',
      [borrower('Hitesh', 'Patel', 'Ramesh Patel', '9000011401', PLACES.surat), { ...borrower('Kiran', 'Patel', 'Ramesh Patel', '9000011402', PLACES.surat), contact_type: 'Guarantor' }],
      { disputed_value: 734000, product: 'Commercial vehicle loan', make_model: 'Tata Ace Gold', loan_amount: 620000 },
      [...HELD_TWICE, award(734000), moveTo('Award'), dispatchAward, moveTo('Award Dispatched', { award_dispatched: 1, award_dispatched_channel: 'Speed Post' })],
    ),
    claim(DEMO_STAGE_CASES.completedClaim, 'Issuance of Notice', [borrower('Bhaskar', 'Das', 'Nirmal Das', '9000011501', PLACES.guwahati)], { disputed_value: 96800, product: 'Two-wheeler loan', loan_amount: 82000 }, [
      ...HELD_TWICE,
      award(96800),
      moveTo('Award'),
      dispatchAward,
      moveTo('Award Dispatched', { award_dispatched: 1, award_dispatched_channel: 'Speed Post' }),
      moveTo('Completed'),
    ]),
    // Due in 12 days: inside the 20 days in which a party may ask for more time (SPEC §4), so the
    // extension can be tried on the demo.
    dispute(DEMO_STAGE_CASES.hearingDispute, [borrower('Gurpreet', 'Singh', 'Harjit Singh', '9000012101', PLACES.ludhiana)], { disputed_value: 158000, due_date: inDays(12) }, [hearing('First Hearing', 6)]),
    dispute(DEMO_STAGE_CASES.settledDispute, [borrower('Joseph', 'Mathew', 'Mathew Thomas', '9000012201', PLACES.kochi)], { disputed_value: 171200, nature_of_dispute: 'Gold Loan Default' }, [
      hearing('First Hearing', -10),
      settle('Settlement'),
    ]),
    dispute(DEMO_STAGE_CASES.registeredDispute, [borrower('Nitin', 'Deshmukh', 'Vasant Deshmukh', '9000012301', PLACES.nagpur)], { disputed_value: 203500 }, [
      hearing('First Hearing', -15),
      settle('Settlement'),
      register,
    ]),
    dispute(DEMO_STAGE_CASES.completedDispute, [borrower('Subhash', 'Mohanty', 'Bijay Mohanty', '9000012401', PLACES.bhubaneswar)], { disputed_value: 88400 }, [
      hearing('First Hearing', -25),
      settle('Settlement'),
      register,
      moveTo('Completed'),
    ]),
  ];
}

/** Creates the stage demo cases that do not exist yet, each in its own transaction. */
export async function loadStageDemoCases(services: AppServices): Promise<void> {
  const claimant = await contextOf(services, 'claimant@demo.in');
  for (const demo of stageDemos()) {
    const agreementField = demo.doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
    const { rows } = await services.db.query(`SELECT 1 FROM "tab${demo.doctype}" WHERE "${agreementField}" = $1`, [demo.agreement]);
    if (rows.length > 0) continue;
    const neutral = await contextOf(services, String(demo.values.arbitrator ?? demo.values.mediator_email_id));
    await services.db.transaction(async () => {
      // Trusted: filed at its first working stage with its neutral; every later step is checked.
      const created = await insertDoc(
        claimant,
        demo.doctype,
        {
          ...demo.values,
          stage: demo.filedAt,
          [agreementField]: demo.agreement,
          user_email_id: 'claimant@demo.in',
          claimant_table: [demo.values.lawyer_email_id ? WITH_LAWYER : LENDER],
          respondent_table: demo.respondents,
          matter_register_by: 'Rohan Mehta',
          matter_register_date: inDays(-120),
        },
        { ignorePermissions: true },
      );
      const ref: StageCase = { doctype: demo.doctype, link: demo.doctype === 'Claim' ? 'claim' : 'dispute', name: String(created.name) };
      for (const step of demo.steps) await step(neutral, ref);
    });
  }
}
