import type { RowRule } from '../../core/doctype/types';
import { CASE_READERS, rolePermissions } from '../cases/case-access';
import { caseOfDocument } from '../cases/case-effects';
import { defineCaseDocument } from '../cases/define-case-document';
import { isFinalSave, makeFinalAward } from '../documents/award-final';
import { requestPdfPrerender } from '../../printing/prerender';
import { ValidationError } from '../../core/errors';
import { sanitizeEditorHtml } from '../../printing/sanitize-html';

const AWARD_EDITORS = ['Arbitrator', 'Med-Arb'];

/**
 * SPEC §6: awards are edited by the assigned Arbitrator or Med-Arb, never on a Completed case,
 * and on a Settled or On hold case only when it was converted (is_convereted) — the same reading
 * as shared-api's isAwardEditable.
 */
const EDITABLE_CASE: RowRule = {
  all: [
    ['stage', '!=', 'Completed'],
    { any: [['stage', 'not in', ['Settled', 'On hold']], ['is_convereted', '=', 1]] },
  ],
};

export const COVERING_LETTER_NEEDS_AWARD = 'Save the award before its covering letter';

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';
}

/** The award of a case, with its letter and covering letter (rich text). */
export const Award = defineCaseDocument({
  name: 'Award',
  naming: 'AWD-.#####',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'award_type', fieldtype: 'Data', default: 'Award' },
    { fieldname: 'award_date', fieldtype: 'Date' },
    { fieldname: 'award_amount', fieldtype: 'Currency' },
    { fieldname: 'interim_hearing', fieldtype: 'Data' },
    { fieldname: 'award_letter', fieldtype: 'Text Editor' },
    { fieldname: 'award_covering_letter', fieldtype: 'Text Editor' },
    { fieldname: 'stage', fieldtype: 'Data' },
    { fieldname: 'claimant_id', fieldtype: 'Data' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    // The neutral's confirmation that their key signs this award (sign_award, password re-entry):
    // who, when, and the SHA-256 of the letters they confirmed; a later change of a letter needs a new one.
    { fieldname: 'signature_confirmed_by', fieldtype: 'Data' },
    { fieldname: 'signature_confirmed_on', fieldtype: 'Datetime' },
    { fieldname: 'signature_confirmed_hash', fieldtype: 'Data' },
  ],
  fieldRules: [{ fields: ['signature_confirmed_by', 'signature_confirmed_on', 'signature_confirmed_hash'], update: 'server' }],
  permissions: rolePermissions({ read: CASE_READERS, create: AWARD_EDITORS, write: AWARD_EDITORS, delete: AWARD_EDITORS }),
  access: { create: 'neutral', write: 'neutral', delete: 'neutral', neutralCaseWhen: EDITABLE_CASE },
  hooks: {
    // Editor HTML is stored only once cleaned (printing/sanitize-html.ts), whoever sends it.
    validate(doc, ctx) {
      for (const field of ['award_letter', 'award_covering_letter']) {
        if (typeof doc[field] === 'string') doc[field] = sanitizeEditorHtml(doc[field]);
      }
      // SPEC §6: the covering letter is saved on an existing award record, never as the record's only text.
      if (ctx.isNew && !hasText(doc.award_letter) && hasText(doc.award_covering_letter)) {
        throw new ValidationError(COVERING_LETTER_NEEDS_AWARD);
      }
    },
    // The final save of an award (saveData false) files the Award-Final document and moves the case
    // to Award (s.32(1)), or is refused where the case cannot reach Award yet (award-final.ts).
    async onUpdate(doc, ctx) {
      const ref = caseOfDocument(doc);
      if (ref && isFinalSave(ctx.input)) {
        await makeFinalAward(ctx, ref, `award ${String(doc.name)}`);
        // The parties download the award next: its PDFs are rendered while they are told.
        await requestPdfPrerender(ctx, 'Award', String(doc.name));
      }
    },
  },
});
