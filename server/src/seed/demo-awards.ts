import { readFileSync } from 'node:fs';
import { respondentParticulars, type LetterRespondent } from 'shared-api/rules';
import { loadSessionUser } from '../auth/users';
import { contextFor, type RequestContext } from '../core/context';
import { today } from '../core/datetime';
import type { Doc } from '../core/doctype/types';
import { insertDoc, updateDoc } from '../core/documents';
import { saveFile } from '../files/save-file';
import type { AppServices } from '../services';
import { awardLettersHash } from '../signatures/methods';

/*
 * Demo cases at the end of an arbitration, so the award editor, the PDFs and their verification
 * can be seen right after `npm start`: a claim at Award with its award and covering letter saved,
 * and a Completed claim whose award was dispatched to every party. Fictional people and numbers.
 */

export const DEMO_AWARD_CASES = {
  awardClaim: 'UFL/VL/2022/026514',
  completedClaim: 'UFL/HL/2021/011208',
} as const;

const ARBITRATOR = 'arbitrator@demo.in';

function inDays(days: number): string {
  const [year, month, day] = today().split('-').map(Number);
  const date = new Date(year, month - 1, day + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const enGb = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const display = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const LENDER: Doc = {
  customer_type: 'Enterprise',
  salutation: 'M/s',
  company_name: 'Udaygiri Finance Ltd',
  name1: 'Rohan',
  last_name: 'Mehta',
  contact_person: 'Rohan Mehta',
  designation: 'Director',
  email: 'claimant@demo.in',
  mobile: '9800000001',
  flathouse_no: 'Office 402, Suyog Centre',
  streetvillage: 'Gultekdi, Market Yard Road',
  city: 'Pune',
  post_office: 'Market Yard',
  taluk: 'Pune City',
  district: 'Pune',
  state: 'Maharashtra',
  pin_code: '411037',
  add_lawyer: 'Adv. Priya Nair',
  lawyer_email_id: 'lawyer@demo.in',
  phone_no: '9800000002',
};

function awardLetter(caseName: string, agreement: string, parties: Doc[], amount: string, awardDate: string): string {
  return [
    '<h2 style="text-align: center">BEFORE THE SOLE ARBITRATOR Dr Vikram Rao</h2>',
    `<p style="text-align: center">Arbitration Case No. ${caseName}</p>`,
    '<p><strong>IN THE MATTER OF:</strong></p>',
    '<p><strong>Udaygiri Finance Ltd</strong> … Claimant</p>',
    '<p>Through its counsel: Adv. Priya Nair</p>',
    '<p style="text-align: center"><strong>VERSUS</strong></p>',
    ...parties.map(
      (party, index) =>
        // As the award editor's template names them: what the case does not record is left out, never "Nil".
        `<p><strong>Respondent No. ${index + 1}:</strong> ${respondentParticulars(party as LetterRespondent)}</p>`,
    ),
    '<h3 style="text-align: center">AWARD</h3>',
    `<p>1. The claimant advanced a loan to the respondents under agreement No. ${agreement}. The respondents defaulted in repayment and the claimant invoked arbitration under the arbitration clause of the agreement.</p>`,
    '<p>2. Notice of the proceedings was served on the respondents at the addresses above. The respondents were given an opportunity to file their reply and to be heard.</p>',
    `<p>3. Having heard the claimant and considered the documents on record, the respondents are held jointly and severally liable to pay the claimant ${amount}, with interest at 18% p.a. from the date of the claim until payment (as against 36% p.a. claimed).</p>`,
    "<p>4. The respondents shall also pay the arbitrator's fee of Rs 3,000.</p>",
    '<p>5. This award is made and signed under Section 31 of the Arbitration and Conciliation Act, 1996.</p>',
    '<p>Place: Pune</p>',
    `<p>Date: ${display(awardDate)}</p>`,
    '<p><strong>Dr Vikram Rao</strong><br>Sole Arbitrator</p>',
  ].join('');
}

function coveringLetter(caseName: string, awardDate: string, letterDate: string): string {
  return [
    `<p>Date: ${enGb(letterDate)}</p>`,
    '<p>To,<br>Udaygiri Finance Ltd<br>Office 402, Suyog Centre, Gultekdi, Market Yard Road, Pune, Pune, Maharashtra, 411037</p>',
    '<p>Through: Adv. Priya Nair</p>',
    `<p><strong>Subject: Arbitral award in Arbitration Case No. ${caseName}</strong></p>`,
    '<p>Dear Sir/Madam,</p>',
    `<p>Please find enclosed a signed copy of the arbitral award dated ${enGb(awardDate)} made in the above case, delivered to each party under Section 31(5) of the Arbitration and Conciliation Act, 1996.</p>`,
    '<p>The original records of the proceedings will be returned to the claimants or their advocate after 30 days from the date of this letter.</p>',
    '<p>Yours faithfully,</p>',
    '<p><strong>Dr Vikram Rao</strong><br>Sole Arbitrator</p>',
  ].join('');
}

const IMRAN: Doc = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  salutation: 'Mr',
  name1: 'Imran',
  last_name: 'Shaikh',
  fathers_name: 'Salim Shaikh',
  mobile: '9000010701',
  flathouse_no: '8-2-293/82',
  streetvillage: 'Road No. 12, Banjara Hills',
  landmark: 'Near KBR Park',
  city: 'Hyderabad',
  post_office: 'Banjara Hills',
  taluk: 'Shaikpet',
  district: 'Hyderabad',
  state: 'Telangana',
  pin_code: '500034',
};

const LATA: Doc = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  salutation: 'Mrs',
  name1: 'Lata',
  last_name: 'Deshmukh',
  fathers_name: 'Vasant Kulkarni',
  mobile: '9000010801',
  flathouse_no: 'Flat 5, Sai Darshan',
  streetvillage: 'Tilak Road',
  city: 'Nagpur',
  post_office: 'Mahal',
  taluk: 'Nagpur Urban',
  district: 'Nagpur',
  state: 'Maharashtra',
  pin_code: '440032',
};

async function contextOf(services: AppServices, email: string): Promise<RequestContext> {
  const user = await loadSessionUser(services.db, email, 'system');
  if (!user) throw new Error(`Demo user ${email} is missing`);
  return contextFor(services, user);
}

const CASE_BASE: Doc = {
  arbitrator: ARBITRATOR,
  arbitrator_name: 'Dr Vikram Rao',
  acceptance_by: 'Dr Vikram Rao',
  lawyer_email_id: 'lawyer@demo.in',
  claimant_table: [LENDER],
  venue: 'Pune',
  jurisdiction: 'Pune',
  composition_of_tribunal: 'Sole',
  criteria: 'Live',
  user_email_id: 'claimant@demo.in',
  matter_register_by: 'Rohan Mehta',
};

/** The demo arbitrator's letterhead and signature, real images so the PDFs look like letters. */
async function giveArbitratorLetterhead(services: AppServices): Promise<void> {
  const ctx = contextFor(services, (await loadSessionUser(services.db, ARBITRATOR, 'system'))!);
  const { rows } = await services.db.query<{ name: string }>(`SELECT "name" FROM "tabUser Registration" WHERE "email_id" = $1`, [ARBITRATOR]);
  const profile = rows[0]?.name;
  if (!profile) return;
  const images: Record<string, string> = {};
  for (const fieldname of ['letterhead', 'signature']) {
    const file = await saveFile(ctx, {
      content: readFileSync(new URL(`./assets/demo-${fieldname}.png`, import.meta.url)),
      fileName: `${fieldname}.png`,
      isPrivate: false,
      attachedToDoctype: 'User Registration',
      attachedToName: profile,
      attachedToField: fieldname,
    });
    images[fieldname] = file.file_url as string;
  }
  await updateDoc(ctx, 'User Registration', profile, images, { ignorePermissions: true });
}

async function exists(services: AppServices, agreement: string): Promise<boolean> {
  const { rows } = await services.db.query(`SELECT 1 FROM "tabClaim" WHERE "arbitration_agreement_number" = $1`, [agreement]);
  return rows.length > 0;
}

/** Creates the award demo cases that do not exist yet (idempotent, keyed by agreement number). */
export async function loadDemoAwards(services: AppServices): Promise<void> {
  if (await exists(services, DEMO_AWARD_CASES.awardClaim)) return;
  await services.db.transaction(async () => {
    const claimant = await contextOf(services, 'claimant@demo.in');
    const arbitrator = await contextOf(services, ARBITRATOR);
    await giveArbitratorLetterhead(services);

    // A claim at Award: the award and its covering letter are saved, not yet dispatched.
    const awardDate = inDays(-2);
    const atAward = await insertDoc(
      claimant,
      'Claim',
      {
        ...CASE_BASE,
        stage: 'Award',
        arbitration_agreement_number: DEMO_AWARD_CASES.awardClaim,
        acceptance_date: inDays(-200),
        matter_register_date: inDays(-220),
        nature_of_dispute: 'Vehicle Loan Default',
        respondent_table: [IMRAN],
        date_of_agreement: '2022-04-18',
        disputed_value: 486250,
        loan_amount: 420000,
        product: 'Car loan',
        make_model: 'Maruti Suzuki Dzire VXI',
        registration_no: 'TS09 EK 7781',
      },
      { ignorePermissions: true },
    );
    const caseName = String(atAward.name);
    await insertDoc(
      arbitrator,
      'Award',
      {
        claim: caseName,
        award_type: 'Award',
        award_date: awardDate,
        award_amount: 486250,
        stage: 'Award',
        award_letter: awardLetter(caseName, DEMO_AWARD_CASES.awardClaim, [IMRAN], '₹4,86,250', awardDate),
        award_covering_letter: coveringLetter(caseName, awardDate, inDays(-1)),
      },
      { ignorePermissions: true },
    );

    // A Completed claim: the final award was dispatched to the claimant and the respondent.
    const finalDate = inDays(-130);
    const completed = await insertDoc(
      claimant,
      'Claim',
      {
        ...CASE_BASE,
        stage: 'Completed',
        arbitration_agreement_number: DEMO_AWARD_CASES.completedClaim,
        acceptance_date: inDays(-400),
        matter_register_date: inDays(-420),
        nature_of_dispute: 'Home Loan Default',
        respondent_table: [LATA],
        date_of_agreement: '2021-02-03',
        disputed_value: 932700,
        loan_amount: 850000,
        product: 'Home improvement loan',
        award_dispatched: 1,
        award_dispatched_channel: 'Speed Post',
      },
      { ignorePermissions: true },
    );
    const completedName = String(completed.name);
    const finalAward = await insertDoc(
      arbitrator,
      'Award',
      {
        claim: completedName,
        award_type: 'Award-Final',
        award_date: finalDate,
        award_amount: 932700,
        stage: 'Award Dispatched',
        award_letter: awardLetter(completedName, DEMO_AWARD_CASES.completedClaim, [LATA], '₹9,32,700', finalDate),
        award_covering_letter: coveringLetter(completedName, finalDate, finalDate),
      },
      { ignorePermissions: true },
    );
    // The arbitrator confirmed the final award (sign_award): its PDFs carry their digital signature.
    await updateDoc(
      arbitrator,
      'Award',
      String(finalAward.name),
      { signature_confirmed_by: ARBITRATOR, signature_confirmed_on: `${finalDate} 11:00:00`, signature_confirmed_hash: awardLettersHash(finalAward) },
      { ignorePermissions: true },
    );
    // Each tracker's delivery row names the party row it served, as the dispatch screens record it.
    const partyRow = (table: string) => String(((completed[table] as Doc[] | undefined) ?? [])[0]?.name ?? '');
    for (const [dispatchedTo, tracking, partyType, row] of [
      ['Udaygiri Finance Ltd (Claimant)', 'EP431208776IN', 'Claimant', partyRow('claimant_table')],
      ['Mrs Lata Deshmukh (Borrower)', 'EP431208780IN', 'Respondent', partyRow('respondent_table')],
    ]) {
      await insertDoc(
        arbitrator,
        'Document Dispatch Tracker',
        {
          claim: completedName,
          dispatch_date: inDays(-128),
          posting_date: inDays(-128),
          status: 'Delivered',
          dispatched_to: dispatchedTo,
          documents: 'Award, Award Covering Letter',
          channel: 'Speed Post',
          tracking_id: tracking,
          dispatch_received_date: inDays(-124),
          acknowledged: 1,
          acknowledgement_received: 1,
          acknowledgement_date: inDays(-124),
          dispatch_approved: 1,
          dispatch_details: [
            {
              dispatched_to: dispatchedTo,
              party_type: partyType,
              party_row: row,
              channel: 'Speed Post',
              dispatch_date: inDays(-128),
              tracking_id: tracking,
              status: 'Delivered',
              received_date: inDays(-124),
              acknowledged: 1,
              acknowledgement_date: inDays(-124),
            },
          ],
        },
        { ignorePermissions: true },
      );
    }
  });
}
