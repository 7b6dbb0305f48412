import { setPassword } from '../auth/credentials';
import { contextFor, type RequestContext } from '../core/context';
import { insertDoc, updateDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import { saveFile } from '../files/save-file';
import type { AppServices } from '../services';
import { loadDemoAwards } from './demo-awards';
import { loadDemoCases } from './demo-cases';
import { loadDemoAppointments } from './demo-appointments';
import { loadDemoService } from './demo-service';
import { loadDemoSettlement } from './demo-settlement';
import { loadDemoStewardship } from './demo-stewardship';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  mobile: string;
  userType: 'System User' | 'Website User';
  /** The account's User Registration (profile); none for the administrator. */
  registration?: Record<string, unknown>;
}

const completeProfile = (pan: string, aadhaar?: string) => ({
  pan,
  ...(aadhaar ? { aadhar_number: aadhaar } : {}),
  bank_name: 'State Bank of India',
  state: 'Maharashtra',
  district: 'Pune',
  pin_code: '411001',
});

/**
 * What a neutral's invoice needs to be paid (their PAN comes with `completeProfile`): the account,
 * and a GSTIN for those who charge GST. Fictional numbers in real formats.
 */
const neutralBilling = (holder: string, account: string, gstin?: string) => ({
  account_holder_name: holder,
  account_number: account,
  ifsc_code: 'SBIN0001234',
  branch_name: 'Camp, Pune',
  address: 'Office 4, Shivaji Nagar, Pune, Maharashtra 411005',
  ...(gstin ? { gstin } : {}),
});

/** The demo accounts (all with password Demo@1234). Fictional people and companies. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'claimant@demo.in',
    role: 'Claimant',
    firstName: 'Rohan',
    lastName: 'Mehta',
    mobile: '9800000001',
    userType: 'Website User',
    registration: {
      user_type: 'Claimant',
      customer_type: 'Enterprise',
      salutation: 'M/s',
      company_name: 'Udaygiri Finance Ltd',
      status: 'Approved',
      ...completeProfile('AABCU1234F'),
    },
  },
  {
    email: 'lawyer@demo.in',
    role: 'Lawyer',
    firstName: 'Priya',
    lastName: 'Nair',
    mobile: '9800000002',
    userType: 'Website User',
    registration: { user_type: 'Lawyer', customer_type: 'Individual', salutation: 'Adv', status: 'Approved', ...completeProfile('ABNPN2345K', '234567890121') },
  },
  {
    email: 'arbitrator@demo.in',
    role: 'Arbitrator',
    firstName: 'Vikram',
    lastName: 'Rao',
    mobile: '9800000003',
    userType: 'Website User',
    registration: {
      user_type: 'Arbitrator',
      customer_type: 'Individual',
      salutation: 'Dr',
      status: 'Approved',
      vc_link: 'https://meet.example.in/arbitrator-vikram-rao',
      ...completeProfile('ABRPR3456L', '234567890122'),
      ...neutralBilling('Vikram Rao', '30112233445', '27ABRPR3456L1Z5'),
    },
  },
  {
    email: 'mediator@demo.in',
    role: 'Mediator',
    firstName: 'Anjali',
    lastName: 'Sharma',
    mobile: '9800000004',
    userType: 'Website User',
    registration: {
      user_type: 'Mediator',
      customer_type: 'Individual',
      salutation: 'Ms',
      status: 'Approved',
      ...completeProfile('ABSPS4567M', '234567890123'),
      ...neutralBilling('Anjali Sharma', '30112233446'),
    },
  },
  {
    email: 'medarb@demo.in',
    role: 'Med-Arb',
    firstName: 'Suresh',
    lastName: 'Iyer',
    mobile: '9800000005',
    userType: 'Website User',
    registration: {
      user_type: 'Med-Arb',
      customer_type: 'Individual',
      salutation: 'Mr',
      status: 'Approved',
      ...completeProfile('ABIPI5678N', '234567890124'),
      ...neutralBilling('Suresh Iyer', '30112233447'),
    },
  },
  {
    email: 'expert@demo.in',
    role: 'Expert',
    firstName: 'Kavita',
    lastName: 'Desai',
    mobile: '9800000006',
    userType: 'Website User',
    registration: { user_type: 'Expert', customer_type: 'Individual', salutation: 'Prof', status: 'Approved', ...completeProfile('ABDPD6789P', '234567890125') },
  },
  {
    email: 'pending.arbitrator@demo.in',
    role: 'Arbitrator',
    firstName: 'Arjun',
    lastName: 'Kulkarni',
    mobile: '9800000007',
    userType: 'Website User',
    registration: { user_type: 'Arbitrator', customer_type: 'Individual', salutation: 'Mr', status: 'Draft' },
  },
  {
    email: 'admin@demo.in',
    role: 'System Manager',
    firstName: 'Portal',
    lastName: 'Administrator',
    mobile: '9800000008',
    userType: 'System User',
  },
];

/** A 1×1 PNG, standing in for signature and letterhead images of complete demo profiles. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ensureUser(ctx: RequestContext, account: DemoAccount): Promise<void> {
  const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabUser" WHERE "name" = $1`, [account.email]);
  if (rows.length === 0) {
    await insertDoc(
      ctx,
      'User',
      {
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        mobile_no: account.mobile,
        user_type: account.userType,
        enabled: 1,
        roles: [{ role: account.role }],
      },
      { ignorePermissions: true },
    );
  }
  // Demo accounts always log in with the published password.
  await setPassword(ctx.db, account.email, DEMO_PASSWORD);
}

async function ensureRegistration(ctx: RequestContext, account: DemoAccount): Promise<void> {
  if (!account.registration) return;
  const { rows } = await ctx.db.query(`SELECT 1 FROM "tabUser Registration" WHERE "email_id" = $1`, [account.email]);
  if (rows.length > 0) return;
  const registration = await insertDoc(
    ctx,
    'User Registration',
    {
      ...account.registration,
      first_name: account.firstName,
      last_name: account.lastName,
      email_id: account.email,
      primary_number: account.mobile,
    },
    { ignorePermissions: true },
  );
  if (account.registration.status !== 'Approved') return;
  const images: Record<string, string> = {};
  for (const fieldname of ['signature', 'letterhead']) {
    const file = await saveFile(ctx, {
      content: PLACEHOLDER_PNG,
      fileName: `${fieldname}.png`,
      isPrivate: false,
      attachedToDoctype: 'User Registration',
      attachedToName: registration.name as string,
      attachedToField: fieldname,
    });
    images[fieldname] = file.file_url as string;
  }
  await updateDoc(ctx, 'User Registration', registration.name as string, images, { ignorePermissions: true });
}

/** Creates the demo accounts, their profiles and demo cases if missing. Never in production. */
export async function loadDemoData(services: AppServices, { awards = true }: { awards?: boolean } = {}): Promise<void> {
  if (services.config.production) throw new Error('Demo data is never loaded in production mode');
  const ctx = contextFor(services, SYSTEM_USER);
  for (const account of DEMO_ACCOUNTS) {
    await ensureUser(ctx, account);
    await ensureRegistration(ctx, account);
  }
  await loadDemoCases(services);
  if (awards) await loadDemoAwards(services);
  if (awards) await loadDemoAppointments(services, DEMO_PASSWORD);
  await loadDemoService(services);
  await loadDemoSettlement(services);
  await loadDemoStewardship(services);
}
