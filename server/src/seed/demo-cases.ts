import { loadSessionUser } from '../auth/users';
import { contextFor, type RequestContext } from '../core/context';
import { today } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { insertDoc, updateDoc } from '../core/documents';
import { addCalendarMonths } from 'shared-api/rules';
import type { AppServices } from '../services';

/*
 * Demo cases for claimant@demo.in (an enterprise lender) so every portal has something to show.
 * Fictional people, companies and numbers; real states, districts and pin-code formats.
 */

const LAWYER = 'lawyer@demo.in';

/** The demo cases by their agreement numbers (tests and docs refer to them by role). */
export const DEMO_CASES = {
  draftClaim: 'UFL/TW/2023/004512',
  assignedClaim: 'UFL/PL/2022/018873',
  claimWithHearing: 'UFL/BL/2021/007730',
  medArbClaim: 'UFL/CC/2023/052190',
  draftDispute: 'UFL/CD/2024/009317',
  assignedDispute: 'UFL/GL/2023/031145',
} as const;

/** Local calendar date `days` from today. */
export function inDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  const date = new Date(year, month - 1, day + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const LENDER: Doc = {
  customer_type: 'Enterprise',
  salutation: 'M/s',
  company_name: 'Udaygiri Finance Ltd',
  name1: 'Rohan',
  last_name: 'Mehta',
  contact_person: 'Rohan Mehta',
  designation: 'Director',
  industry: 'NBFC',
  email: 'claimant@demo.in',
  mobile: '9800000001',
  flathouse_no: 'Office 402, Suyog Centre',
  streetvillage: 'Gultekdi, Market Yard Road',
  landmark: 'Near Market Yard',
  city: 'Pune',
  post_office: 'Market Yard',
  taluk: 'Pune City',
  district: 'Pune',
  state: 'Maharashtra',
  pin_code: '411037',
};

export const WITH_LAWYER: Doc = { ...LENDER, add_lawyer: 'Adv. Priya Nair', lawyer_email_id: LAWYER, phone_no: '9800000002' };

export const person = (values: Doc): Doc => ({ respondent_type: 'Individual', contact_type: 'Borrower', ...values });

interface DemoCase {
  doctype: 'Claim' | 'Dispute';
  /** The agreement number identifies a demo case, so seeding twice adds nothing. */
  agreement: string;
  values: Doc;
  /** Scheduled at acceptance (case in Assignment); the arbitrator then moves the case on to `values.stage`. */
  firstHearing?: Doc;
  stagesAfterHearing?: string[];
  /**
   * When the statutory clock started (notice of appointment, first appearance…), set last so the
   * demo shows deadlines running, near and past due (the server computes the rest).
   */
  clock?: Doc;
}

const ARBITRATOR = { arbitrator: 'arbitrator@demo.in', arbitrator_name: 'Dr Vikram Rao', acceptance_by: 'Dr Vikram Rao' };
const VC_LINK = 'https://meet.example.in/arbitrator-vikram-rao';

function demoCases(): DemoCase[] {
  return [
    {
      doctype: 'Claim',
      agreement: DEMO_CASES.draftClaim,
      values: {
        stage: 'Draft',
        nature_of_dispute: 'Vehicle Loan Default',
        claimant_table: [LENDER],
        respondent_table: [
          person({
            salutation: 'Mr',
            name1: 'Sandeep',
            middle_name: 'Kumar',
            last_name: 'Yadav',
            fathers_name: 'Ram Naresh Yadav',
            mobile: '9000010101',
            flathouse_no: 'H.No. 12/345',
            streetvillage: 'Sector 12, Indira Nagar',
            landmark: 'Near Bhootnath Market',
            city: 'Lucknow',
            post_office: 'Indira Nagar',
            taluk: 'Lucknow',
            district: 'Lucknow',
            state: 'Uttar Pradesh',
            pin_code: '226016',
          }),
        ],
        date_of_agreement: '2023-03-14',
        clause_number: '21',
        disputed_value: 142680,
        venue: 'Pune',
        jurisdiction: 'Pune',
        composition_of_tribunal: 'Sole',
        product: 'Two-wheeler loan',
        make_model: 'Hero Splendor Plus',
        registration_no: 'UP32 KX 4471',
        engine_no: 'HA11EJN4F21876',
        chassis_no: 'MBLHAW118N4F20943',
        quantity: 1,
        loan_amount: 95000,
        no_of_instalments: 24,
        instalment_amt: 4750,
        commencing_from: '2023-04-05',
        ending_on: '2025-03-05',
        criteria: 'Live',
      },
    },
    {
      doctype: 'Claim',
      agreement: DEMO_CASES.assignedClaim,
      // Pleadings due in 20 days: amber on the arbitrator's dashboard.
      clock: { appointment_notified_on: statutoryStart(-6, 20), acceptance_date: statutoryStart(-6, 21) },
      values: {
        stage: 'Assignment',
        ...ARBITRATOR,
        acceptance_date: inDays(-3),
        lawyer_email_id: LAWYER,
        nature_of_dispute: 'Personal Loan Default',
        claimant_table: [WITH_LAWYER],
        respondent_table: [
          person({
            salutation: 'Mrs',
            name1: 'Meenakshi',
            last_name: 'Sundaram',
            fathers_name: 'K. Ramaswamy',
            mobile: '9000010202',
            email: 'meenakshi.s@example.in',
            flathouse_no: 'Flat 3B, Lakshmi Apartments',
            streetvillage: '2nd Avenue, Anna Nagar',
            landmark: 'Opposite Tower Park',
            city: 'Chennai',
            post_office: 'Anna Nagar',
            taluk: 'Aminjikarai',
            district: 'Chennai',
            state: 'Tamil Nadu',
            pin_code: '600040',
          }),
          person({
            contact_type: 'Co-Borrower',
            salutation: 'Mr',
            name1: 'Karthik',
            last_name: 'Sundaram',
            fathers_name: 'S. Sundaram',
            mobile: '9000010203',
            flathouse_no: 'Flat 3B, Lakshmi Apartments',
            streetvillage: '2nd Avenue, Anna Nagar',
            city: 'Chennai',
            post_office: 'Anna Nagar',
            taluk: 'Aminjikarai',
            district: 'Chennai',
            state: 'Tamil Nadu',
            pin_code: '600040',
          }),
        ],
        date_of_agreement: '2022-08-22',
        clause_number: '18.2',
        disputed_value: 385000,
        venue: 'Pune',
        jurisdiction: 'Pune',
        composition_of_tribunal: 'Sole',
        product: 'Personal loan',
        loan_amount: 300000,
        no_of_instalments: 36,
        instalment_amt: 10450,
        commencing_from: '2022-10-01',
        ending_on: '2025-09-01',
        criteria: 'Live',
        lrninvoking_date: inDays(-40),
      },
    },
    {
      doctype: 'Claim',
      agreement: DEMO_CASES.claimWithHearing,
      // Pleadings were due 12 days ago: red, past due.
      clock: { appointment_notified_on: statutoryStart(-6, -12), acceptance_date: statutoryStart(-6, -10) },
      values: {
        stage: 'Awaiting Reply',
        ...ARBITRATOR,
        acceptance_date: inDays(-20),
        lawyer_email_id: LAWYER,
        nature_of_dispute: 'Business Loan Default',
        claimant_table: [WITH_LAWYER],
        respondent_table: [
          {
            respondent_type: 'Enterprise',
            contact_type: 'Borrower',
            company_name: 'Patil Agro Traders',
            mobile: '9000010301',
            email: 'accounts@patilagro.example.in',
            flathouse_no: 'Shop 7, Krishi Utpanna Bazar Samiti',
            streetvillage: 'Pethe Nagar Road, Panchavati',
            city: 'Nashik',
            post_office: 'Panchavati',
            taluk: 'Nashik',
            district: 'Nashik',
            state: 'Maharashtra',
            pin_code: '422003',
          },
          person({
            contact_type: 'Guarantor',
            salutation: 'Mr',
            name1: 'Sunil',
            middle_name: 'Dattatray',
            last_name: 'Patil',
            fathers_name: 'Dattatray Patil',
            mobile: '9000010302',
            flathouse_no: 'Bungalow 14, Shivkrupa Colony',
            streetvillage: 'Gangapur Road',
            city: 'Nashik',
            post_office: 'Gangapur Road',
            taluk: 'Nashik',
            district: 'Nashik',
            state: 'Maharashtra',
            pin_code: '422013',
          }),
        ],
        date_of_agreement: '2021-11-09',
        clause_number: '24',
        disputed_value: 1265400,
        venue: 'Pune',
        jurisdiction: 'Pune',
        composition_of_tribunal: 'Sole',
        product: 'Working capital term loan',
        loan_amount: 1000000,
        no_of_instalments: 48,
        instalment_amt: 26300,
        commencing_from: '2021-12-15',
        ending_on: '2025-11-15',
        criteria: 'Live',
        lrninvoking_date: inDays(-60),
        mode_of_hearing: 'Online',
        vc_link: VC_LINK,
        hearing_date: inDays(7),
        hearing_time: '11:00:00',
        proposed_date_1: inDays(7),
      },
      firstHearing: {
        hearing_type: 'First Hearing',
        hearing_date: inDays(7),
        hearing_time: '11:00:00',
        mode_of_hearing: 'Online',
        vc_link: VC_LINK,
        claimant_name: 'Udaygiri Finance Ltd',
        respondent_name: 'Patil Agro Traders & Anr.',
        agreement_number: DEMO_CASES.claimWithHearing,
        hearing_attendees: [
          { name1: 'Adv. Priya Nair', designation: 'Advocate', representing: 'Claimant' },
          { name1: 'Rohan Mehta', designation: 'Director', representing: 'Claimant' },
        ],
      },
      stagesAfterHearing: ['Issuance of Notice'],
    },
    {
      doctype: 'Claim',
      agreement: DEMO_CASES.medArbClaim,
      values: {
        stage: 'Issuance of Notice',
        arbitrator: 'medarb@demo.in',
        arbitrator_name: 'Mr Suresh Iyer',
        acceptance_by: 'Mr Suresh Iyer',
        acceptance_date: inDays(-8),
        nature_of_dispute: 'Credit Card Dues',
        claimant_table: [LENDER],
        respondent_table: [
          person({
            salutation: 'Ms',
            name1: 'Ananya',
            last_name: 'Bose',
            fathers_name: 'Subrata Bose',
            mobile: '9000010401',
            email: 'ananya.bose@example.in',
            flathouse_no: '21/4B',
            streetvillage: 'Ballygunge Place',
            landmark: 'Near Bijon Setu',
            city: 'Kolkata',
            post_office: 'Ballygunge',
            taluk: 'Kolkata',
            district: 'Kolkata',
            state: 'West Bengal',
            pin_code: '700019',
          }),
        ],
        date_of_agreement: '2023-01-30',
        clause_number: '32',
        disputed_value: 218940,
        venue: 'Pune',
        jurisdiction: 'Pune',
        composition_of_tribunal: 'Sole',
        product: 'Credit card',
        criteria: 'Live',
      },
    },
    {
      doctype: 'Dispute',
      agreement: DEMO_CASES.draftDispute,
      values: {
        stage: 'Draft',
        nature_of_dispute: 'Consumer Durable Loan Default',
        claimant_table: [LENDER],
        respondent_table: [
          person({
            salutation: 'Mr',
            name1: 'Rakesh',
            last_name: 'Sharma',
            fathers_name: 'Mahesh Chand Sharma',
            mobile: '9000010501',
            flathouse_no: 'Plot 88',
            streetvillage: 'Malviya Nagar, Sector 7',
            landmark: 'Near Gaurav Tower',
            city: 'Jaipur',
            post_office: 'Malviya Nagar',
            taluk: 'Sanganer',
            district: 'Jaipur',
            state: 'Rajasthan',
            pin_code: '302017',
          }),
        ],
        date_of_agreement: '2024-02-11',
        disputed_value: 48600,
        venue: 'Pune',
        product: 'Consumer durable loan',
        make_model: 'LG 1.5 Ton 5 Star Inverter Split AC',
        loan_amount: 52000,
        no_of_instalments: 12,
        instalment_amt: 4650,
        commencing_from: '2024-03-10',
        ending_on: '2025-02-10',
        criteria: 'Live',
      },
    },
    {
      doctype: 'Dispute',
      agreement: DEMO_CASES.assignedDispute,
      values: {
        stage: 'Issuance of Notice',
        mediator_email_id: 'mediator@demo.in',
        mediator_name: 'Ms Anjali Sharma',
        acceptance_by: 'Ms Anjali Sharma',
        acceptance_date: inDays(-5),
        due_date: inDays(15),
        lawyer_email_id: LAWYER,
        nature_of_dispute: 'Gold Loan Default',
        claimant_table: [WITH_LAWYER],
        respondent_table: [
          person({
            salutation: 'Mr',
            name1: 'Thomas',
            last_name: 'Varghese',
            fathers_name: 'Varghese Mathew',
            mobile: '9000010601',
            email: 'thomas.varghese@example.in',
            flathouse_no: 'Kallarakkal House',
            streetvillage: 'Poothole Road',
            landmark: 'Near St. Antony’s Church',
            city: 'Thrissur',
            post_office: 'Poothole',
            taluk: 'Thrissur',
            district: 'Thrissur',
            state: 'Kerala',
            pin_code: '680004',
          }),
        ],
        date_of_agreement: '2023-06-19',
        disputed_value: 176300,
        venue: 'Pune',
        product: 'Gold loan (42.5 g, 22 carat ornaments)',
        loan_amount: 150000,
        criteria: 'Live',
        mode_of_hearing: 'Online',
      },
    },
  ];
}

export async function contextOf(services: AppServices, email: string): Promise<RequestContext> {
  const user = await loadSessionUser(services.db, email, 'system');
  if (!user) throw new Error(`Demo user ${email} is missing`);
  return contextFor(services, user);
}

async function createDemoCase(services: AppServices, claimant: RequestContext, demo: DemoCase, agreementField: string): Promise<void> {
  // Trusted: the demo places cases at later stages with their neutrals already assigned.
  const created = await insertDoc(
    claimant,
    demo.doctype,
    {
      ...demo.values,
      // Filed at its stage, the case carries its clock from the start; one moved on after a hearing gets it last.
      ...(demo.firstHearing ? { stage: 'Assignment' } : demo.clock),
      [agreementField]: demo.agreement,
      user_email_id: 'claimant@demo.in',
      matter_register_by: 'Rohan Mehta',
      matter_register_date: inDays(-45),
    },
    { ignorePermissions: true },
  );
  if (demo.firstHearing) await holdFirstHearing(services, created, demo);
  if (demo.firstHearing && demo.clock) await updateDoc(claimant, demo.doctype, created.name as string, demo.clock, { ignorePermissions: true });
}

async function holdFirstHearing(services: AppServices, created: Doc, demo: DemoCase): Promise<void> {
  // As in the product: the hearing is scheduled on acceptance, then the case moves on stage by stage.
  const arbitrator = await contextOf(services, String(demo.values.arbitrator));
  await insertDoc(arbitrator, 'Hearing', { ...demo.firstHearing, claim: created.name }, { ignorePermissions: true });
  for (const stage of [...(demo.stagesAfterHearing ?? []), demo.values.stage]) {
    await updateDoc(arbitrator, demo.doctype, created.name as string, { stage }, { ignorePermissions: true });
  }
}

/** The date `months` calendar months and `days` days from today (month ends kept, as the statute counts). */
function statutoryStart(months: number, days: number): string {
  return addCalendarMonths(inDays(days), months);
}

/** Creates the demo cases that do not exist yet; filed by claimant@demo.in. */
export async function loadDemoCases(services: AppServices): Promise<void> {
  const claimant = await contextOf(services, 'claimant@demo.in');
  for (const demo of demoCases()) {
    const agreementField = demo.doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
    const { rows } = await services.db.query(`SELECT 1 FROM "tab${demo.doctype}" WHERE "${agreementField}" = $1`, [demo.agreement]);
    if (rows.length > 0) continue;
    // One transaction per case: a case half made (no hearing, wrong stage) is never left behind.
    await services.db.transaction(() => createDemoCase(services, claimant, demo, agreementField));
  }
}
