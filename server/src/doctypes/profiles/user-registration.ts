import { defineDoctype } from '../../core/doctype/define';
import type { FieldDef } from '../../core/doctype/types';
import { FIELD_MESSAGES, PROFILE_FIELD_SCHEMAS, checkFields } from 'shared-api/schemas';
import { PRIVACY_NOTICE_VERSION, statusAfterProfileSave } from 'shared-api/rules';
import { DuplicateEntryError, PermissionError, ValidationError } from '../../core/errors';
import { isSystemManager } from '../../core/session-user';
import { createAccountForRegistration } from './sign-up';
import { afterIdentitySave, checkIdentities } from './identity';
import { checkSignUpFiles, claimSignUpFiles } from './sign-up-token';
import { guardVettedFields } from './vetted-fields';
import { recordNoticeConsent } from '../../stewardship/consents';

const REVIEW_FIELDS = ['review_reason', 'reviewed_by', 'reviewed_on'] as const;

export const REGISTRATION_USER_TYPES = ['Claimant', 'Lawyer', 'Arbitrator', 'Mediator', 'Med-Arb', 'Expert'] as const;
export const REGISTRATION_STATUSES = ['Draft', 'Pending For Approval', 'Approved', 'Rejected'] as const;

/** Statuses a professional may set on their own profile; approval is the case manager's. */
const SELF_SERVICE_STATUSES = new Set(['Draft', 'Pending For Approval']);

const MASKED_AADHAAR = /^XXXX-XXXX-\d{4}$/;

/** `XXXX-XXXX-1234`: the last four digits only (SPEC: Aadhaar shown masked to all but its owner). */
export function maskAadhaar(value: string): string {
  return `XXXX-XXXX-${value.replace(/\D/g, '').slice(-4).padStart(4, 'X')}`;
}

const data = (fieldname: string, extra: Partial<FieldDef> = {}): FieldDef => ({ fieldname, fieldtype: 'Data', ...extra });
const int = (fieldname: string): FieldDef => ({ fieldname, fieldtype: 'Int' });
const table = (fieldname: string, options: string): FieldDef => ({ fieldname, fieldtype: 'Table', options });

/**
 * A professional's sign-up and profile (SPEC §3). Anyone may sign up; a user reads and updates
 * only the record with their own e-mail (child rows too, e.g. `PUT /resource/Business Volume/…`);
 * System Managers see all. The approval flow comes with the methods.
 */
export const UserRegistration = defineDoctype({
  name: 'User Registration',
  naming: 'UR-.#####',
  fields: [
    { fieldname: 'user_type', fieldtype: 'Select', options: REGISTRATION_USER_TYPES, reqd: true },
    { fieldname: 'customer_type', fieldtype: 'Select', options: ['Individual', 'Enterprise'] },
    { fieldname: 'status', fieldtype: 'Select', options: REGISTRATION_STATUSES, default: 'Draft' },
    { fieldname: 'email_id', fieldtype: 'Data', reqd: true, unique: true },

    // Person.
    { fieldname: 'salutation', fieldtype: 'Link', options: 'Salutation' },
    data('first_name'),
    data('middle_name'),
    data('last_name'),
    data('fathers_name'),
    { fieldname: 'gender', fieldtype: 'Link', options: 'Gender' },
    { fieldname: 'date_of_birth', fieldtype: 'Date' },
    data('primary_number'),
    data('alternative_number'),
    { fieldname: 'is_prim_whatsapp', fieldtype: 'Check' },
    { fieldname: 'is_alt_whatsapp', fieldtype: 'Check' },
    data('occupation'),
    data('department'),
    data('designation'),
    { fieldname: 'profile_image', fieldtype: 'Attach' },

    // Address.
    data('flathouse_no'),
    data('streetvillage'),
    data('landmark'),
    data('taluk'),
    data('post_office'),
    data('city'),
    data('district'),
    { fieldname: 'state', fieldtype: 'Link', options: 'State' },
    data('pin_code'),
    { fieldname: 'address', fieldtype: 'Small Text' },

    // Company (enterprise claimants, law firms).
    data('company_name'),
    data('website'),
    { fieldname: 'industry', fieldtype: 'Link', options: 'Industry Type' },
    data('companyemail'),
    data('gstin'),
    data('cin'),
    data('contact_person'),
    table('business_volume', 'Business Volume'),
    { fieldname: 'contract_claim_price', fieldtype: 'Currency' },

    // Identity and credentials.
    data('pan', { confidential: true }),
    data('arb_pan', { confidential: true }),
    data('aadhar_number', { encrypted: true, length: 200 }),
    data('enrollment_number'),
    { fieldname: 'bar_council_id', fieldtype: 'Attach' },
    { fieldname: 'certificates', fieldtype: 'Attach' },
    { fieldname: 'tc_accepted', fieldtype: 'Check' },
    // The privacy notice version the applicant was shown and agreed to at sign-up (DPDP Act 2023 s. 6).
    data('privacy_notice_version'),

    // Professional profile.
    table('qualification', 'Qualification Detail'),
    table('experience', 'Profession Detail'),
    table('profession', 'Profession Detail'),
    table('arbitration_training', 'Arbitration Training'),
    { fieldname: 'arbitrator_category', fieldtype: 'Link', options: 'Arbitrator Category' },
    data('others_arbitrator_category'),
    table('specialization', 'Specialization Detail'),
    data('others_specialization'),
    { fieldname: 'expertise', fieldtype: 'Small Text' },
    table('languages_known', 'Language Known'),
    int('number_of_years_experience_as_an_arbitrator'),
    int('number_of_years_experience_as_a_advocate'),
    int('sole_arbitrator_cases'),
    int('co_arbitrator_cases'),
    int('ongoing_arbitrator_cases'),
    int('counsel_cases'),
    int('expert_cases'),
    data('jurisdiction'),
    { fieldname: 'other_information', fieldtype: 'Small Text' },

    // Bank and fees.
    data('bank_name'),
    data('account_holder_name'),
    data('account_number'),
    data('ifsc_code'),
    data('branch_name'),
    { fieldname: 'fee', fieldtype: 'Currency' },
    { fieldname: 'professional_fees', fieldtype: 'Currency' },
    { fieldname: 'tds_category', fieldtype: 'Link', options: 'Tax Withholding Category' },
    { fieldname: 'tds', fieldtype: 'Float' },

    // Letters and hearings.
    { fieldname: 'signature', fieldtype: 'Attach' },
    { fieldname: 'letterhead', fieldtype: 'Attach' },
    data('vc_link', { length: 500 }),

    // The case manager's review (profiles/review.ts); the owner cannot set these.
    { fieldname: 'review_reason', fieldtype: 'Small Text' },
    data('reviewed_by'),
    { fieldname: 'reviewed_on', fieldtype: 'Datetime' },
  ],
  permissions: [
    { role: 'Guest', create: true },
    { role: 'All', read: true, write: true },
  ],
  // Anyone signs up; afterwards the owner edits their own profile (the row rule), the hooks guarding
  // its status and vetted fields; the case manager's review is theirs (profiles/review.ts).
  fieldRules: [
    { fields: REVIEW_FIELDS, update: 'server' },
    { fields: ['privacy_notice_version'], create: ['Guest'], update: [] },
    { fields: 'rest', create: ['Guest'], update: ['All'] },
  ],
  // Sign-up is open (no row to match yet); afterwards one's own record only.
  rowFilter: (user, ptype) => (ptype === 'create' ? null : [['email_id', '=', user.name]]),
  // SPEC-sensitive identity numbers (item "Sensitive data" in server/README.md).
  reveal: {
    ownerField: 'email_id',
    fields: {
      aadhar_number: { show: (_user, isOwner) => isOwner, mask: maskAadhaar },
      pan: { show: (user, isOwner) => isOwner || isSystemManager(user) },
      arb_pan: { show: (user, isOwner) => isOwner || isSystemManager(user) },
    },
  },
  hooks: {
    async validate(doc, ctx) {
      // The row filter compares with the (lower-case) user name.
      if (typeof doc.email_id === 'string') doc.email_id = doc.email_id.trim().toLowerCase();
      // A form sending back the masked number it was shown keeps the stored one.
      if (typeof doc.aadhar_number === 'string' && MASKED_AADHAAR.test(doc.aadhar_number)) {
        doc.aadhar_number = ctx.previous?.aadhar_number ?? null;
      }
      // Consent is to the text in force: a form holding an older notice is sent back to read the new one.
      if (ctx.isNew && doc.privacy_notice_version && doc.privacy_notice_version !== PRIVACY_NOTICE_VERSION) {
        throw new ValidationError('The privacy notice has changed: read the current one and agree to it');
      }
      if (ctx.isNew && typeof doc.email_id === 'string') {
        const { rows } = await ctx.db.query(`SELECT 1 FROM "tabUser Registration" WHERE lower("email_id") = $1`, [doc.email_id]);
        if (rows.length > 0) throw new DuplicateEntryError(FIELD_MESSAGES.duplicateEmail);
      }
      const checked = checkFields(PROFILE_FIELD_SCHEMAS, doc);
      if ('message' in checked) throw new ValidationError(checked.message);
      Object.assign(doc, checked.values);
      // SPEC §4: a save (the first one too) that holds pan, Aadhaar, bank, signature and letterhead asks for approval.
      if (ctx.isNew || doc.status === ctx.previous?.status) doc.status = statusAfterProfileSave(doc, String(doc.status ?? 'Draft'));
      if (ctx.trusted || isSystemManager(ctx.user) || ctx.user.via === 'system') return checkIdentities(doc, ctx);
      for (const field of REVIEW_FIELDS) doc[field] = ctx.previous?.[field] ?? null;
      await checkSignUpFiles(doc, ctx);
      guardVettedFields(doc, ctx);
      const changed = ctx.isNew || doc.status !== ctx.previous?.status;
      if (changed && !SELF_SERVICE_STATUSES.has(String(doc.status))) {
        throw new PermissionError(`Only the case manager can set the status to ${String(doc.status)}`);
      }
      // E-mail and mobile proven and free, PAN and Aadhaar nobody else's (identity.ts).
      await checkIdentities(doc, ctx);
    },
    async afterInsert(doc, ctx) {
      await createAccountForRegistration(doc, ctx);
      if (doc.privacy_notice_version) await recordNoticeConsent(ctx.db, String(doc.email_id), String(doc.privacy_notice_version), 'en');
      await claimSignUpFiles(doc, ctx);
    },
    async onUpdate(doc, ctx) {
      await afterIdentitySave(doc, ctx);
    },
  },
});
