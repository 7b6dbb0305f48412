import { allocateNeutrals } from '../appointments/allocate';
import { contextFor, type RequestContext } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { AppServices } from '../services';
import { setPassword } from '../auth/credentials';
import { contextOf, LENDER, person } from './demo-cases';

/*
 * Demo appointments: four more approved arbitrators, an arbitration panel for Maharashtra, one
 * neutral's declared relationship with the demo lender (Seventh Schedule, so never drawn for it),
 * and three of the lender's cases drawn by the published algorithm (open /verify-draw/<id>).
 */

export interface DemoNeutral {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Arbitrator' | 'Mediator' | 'Med-Arb';
  languages: readonly string[];
}

export const DEMO_PANEL_NEUTRALS: readonly DemoNeutral[] = [
  { email: 'meera.iyer@demo.in', firstName: 'Meera', lastName: 'Iyer', role: 'Arbitrator', languages: ['English', 'Hindi', 'Marathi'] },
  { email: 'arjun.deshpande@demo.in', firstName: 'Arjun', lastName: 'Deshpande', role: 'Arbitrator', languages: ['English', 'Marathi'] },
  { email: 'farah.khan@demo.in', firstName: 'Farah', lastName: 'Khan', role: 'Arbitrator', languages: ['English', 'Hindi', 'Urdu'] },
  { email: 'kiran.patil@demo.in', firstName: 'Kiran', lastName: 'Patil', role: 'Arbitrator', languages: ['English', 'Marathi', 'Kannada'] },
];

export const DEMO_PANEL = 'Udaygiri consumer loans, Maharashtra';
const DEMO_DRAWN = ['UFL/AP/2024/110301', 'UFL/AP/2024/110302', 'UFL/AP/2024/110303'];

/** An approved neutral with the languages they hear in (tests make theirs with it too). */
export async function ensureNeutral(ctx: RequestContext, neutral: DemoNeutral, password?: string): Promise<void> {
  const { rows } = await ctx.db.query(`SELECT 1 FROM "tabUser" WHERE "name" = $1`, [neutral.email]);
  if (rows.length) return;
  await insertDoc(ctx, 'User', { email: neutral.email, first_name: neutral.firstName, last_name: neutral.lastName, user_type: 'Website User', enabled: 1, roles: [{ role: neutral.role }] }, { ignorePermissions: true });
  await insertDoc(
    ctx,
    'User Registration',
    {
      user_type: neutral.role,
      customer_type: 'Individual',
      status: 'Approved',
      first_name: neutral.firstName,
      last_name: neutral.lastName,
      email_id: neutral.email,
      languages_known: neutral.languages.map((language_name) => ({ language_name })),
    },
    { ignorePermissions: true },
  );
  if (password) await setPassword(ctx.db, neutral.email, password);
}

export async function loadDemoAppointments(services: AppServices, password: string): Promise<void> {
  const ctx = contextFor(services, SYSTEM_USER);
  for (const neutral of DEMO_PANEL_NEUTRALS) await ensureNeutral(ctx, neutral, password);
  const { rows: panels } = await services.db.query(`SELECT 1 FROM "tabAppointment Panel" WHERE "panel_name" = $1`, [DEMO_PANEL]);
  if (panels.length) return;
  await insertDoc(
    ctx,
    'Appointment Panel',
    {
      panel_name: DEMO_PANEL,
      case_kind: 'Arbitration',
      languages: 'English\nHindi\nMarathi',
      states: 'Maharashtra',
      max_open_cases: 40,
      item_22_rule: 'Exclude',
      members: [...DEMO_PANEL_NEUTRALS.map((neutral) => ({ neutral: neutral.email })), { neutral: 'arbitrator@demo.in' }],
    },
    { ignorePermissions: true },
  );
  const consultant = await contextOf(services, 'kiran.patil@demo.in');
  await insertDoc(consultant, 'Neutral Relationship', { relationship: 'Consultant', related_to: 'Party', party: LENDER.company_name, period: 'Past', details: 'Loan documentation review, 2021' });
  const claimant = await contextOf(services, 'claimant@demo.in');
  const drawn: string[] = [];
  for (const [index, agreement] of DEMO_DRAWN.entries()) {
    const claim = await insertDoc(
      claimant,
      'Claim',
      {
        arbitration_agreement_number: agreement,
        // The demo lender files them, as the filing screen records it: without this the lender
        // could not open its own drawn claims (a system insert sets no filer).
        user_email_id: 'claimant@demo.in',
        nature_of_dispute: 'Personal Loan Default',
        claimant_table: [LENDER],
        respondent_table: [
          person({ salutation: 'Ms', name1: ['Sunita', 'Anil', 'Pooja'][index], last_name: ['Jadhav', 'Kulkarni', 'Shinde'][index], mobile: `900002010${index}`, city: 'Nashik', district: 'Nashik', state: 'Maharashtra', pin_code: '422001' }),
        ],
        disputed_value: [86500, 124000, 243750][index],
        clause_number: '18',
        venue: 'Pune',
        jurisdiction: 'Pune',
        composition_of_tribunal: 'Sole',
      },
      { ignorePermissions: true },
    );
    drawn.push(String(claim.name));
  }
  const admin = await contextOf(services, 'admin@demo.in');
  await allocateNeutrals(admin, {
    cases: drawn.map((name) => ({ doctype: 'Claim', name })),
    legalBasis: 'Institutional rule in the agreement',
    legalReference: 'Loan agreement cl. 18: appointment by the ODR institution from its panel',
  });
}
