import { defineDoctype } from '../core/doctype/define';
import { PARTY_EMAIL_PATTERN } from 'shared-api/schemas';
import { normalizeIndianMobile } from 'shared-api/rules';
import { assertFree } from '../auth/identifiers';
import { ValidationError } from '../core/errors';


/**
 * A login account, named by its e-mail. Passwords and API secrets are not fields: they live in
 * the `__auth` table, out of reach of every query. Users see only their own record.
 */
export const User = defineDoctype({
  name: 'User',
  naming: 'field:email',
  fields: [
    { fieldname: 'email', fieldtype: 'Data', reqd: true, unique: true },
    { fieldname: 'first_name', fieldtype: 'Data' },
    { fieldname: 'middle_name', fieldtype: 'Data' },
    { fieldname: 'last_name', fieldtype: 'Data' },
    { fieldname: 'full_name', fieldtype: 'Data' },
    { fieldname: 'mobile_no', fieldtype: 'Data' },
    { fieldname: 'enabled', fieldtype: 'Check', default: 1 },
    { fieldname: 'user_type', fieldtype: 'Select', options: ['System User', 'Website User'], default: 'Website User' },
    { fieldname: 'roles', fieldtype: 'Table', options: 'Has Role' },
    { fieldname: 'api_key', fieldtype: 'Data', unique: true },
    { fieldname: 'last_login', fieldtype: 'Datetime' },
  ],
  permissions: [{ role: 'All', read: true }],
  rowFilter: (user) => [['name', '=', user.name]],
  hooks: {
    beforeInsert(doc) {
      if (typeof doc.email === 'string') doc.email = doc.email.trim().toLowerCase();
    },
    async validate(doc, ctx) {
      if (typeof doc.email !== 'string' || !PARTY_EMAIL_PATTERN.test(doc.email)) throw new ValidationError(`Invalid email: ${String(doc.email)}`);
      // Login by mobile must find one account: a number another account holds is refused.
      const mobile = typeof doc.mobile_no === 'string' ? normalizeIndianMobile(doc.mobile_no) : '';
      if (mobile && (ctx.isNew || mobile !== normalizeIndianMobile(String(ctx.previous?.mobile_no ?? '')))) {
        await assertFree(ctx.db, 'mobile', mobile, doc.email);
      }
      if (!ctx.isNew && doc.email !== ctx.previous?.email) throw new ValidationError('The email of a user cannot be changed');
      const parts = [doc.first_name, doc.middle_name, doc.last_name].filter((part) => typeof part === 'string' && part.trim());
      if (parts.length > 0) doc.full_name = parts.map((part) => String(part).trim()).join(' ');
    },
    async onTrash(doc, ctx) {
      // Credentials and sessions go with the account.
      await ctx.db.query(`DELETE FROM "__sessions" WHERE "user_id" = $1`, [doc.name]);
      await ctx.db.query(`DELETE FROM "__auth" WHERE "user_id" = $1`, [doc.name]);
    },
  },
});
