import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { canRecordProceedings, registrationSideEffects } from 'shared-api/rules';
import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';
import { defineCaseDocument } from '../cases/define-case-document';

/** Registration of a mediated settlement (mediation only). */
export const Registration = defineCaseDocument({
  name: 'Registration',
  naming: 'REG-.#####',
  links: ['dispute'],
  fields: [
    { fieldname: 'registration_date', fieldtype: 'Date' },
    { fieldname: 'registration_number', fieldtype: 'Data' },
    { fieldname: 'registration_report', fieldtype: 'Text Editor' },
    { fieldname: 'stage', fieldtype: 'Data' },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: NEUTRAL_ROLES, write: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'nobody' },
  // Recorded while the case runs: not on a Draft (acceptance schedules the first hearing itself) nor a Completed case.
  openAt: canRecordProceedings,
  hooks: {
    // Registering the settlement moves the dispute to Registration; an unsettled dispute refuses it.
    async onUpdate(doc, ctx) {
      const ref = caseOfDocument(doc);
      if (ref) await applyCaseEffects(ctx, ref, registrationSideEffects(), { strict: true });
    },
  },
});
