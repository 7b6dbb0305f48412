import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';
import { defineDispatch } from './define-dispatch';

/**
 * The neutral's consent and Sixth-Schedule disclosure sent to the parties (s.12). Recording it
 * moves a case at Issuance of Notice to Consent And Disclosure Dispatch (SPEC §4), when the stage
 * machine allows it.
 */
export const ConsentAndDisclosureDispatch = defineDispatch('Consent And Disclosure Dispatch', 'CDD-.#####', {
  async onSaved(doc, ctx) {
    const ref = caseOfDocument(doc);
    if (ref) await applyCaseEffects(ctx, ref, { stage: 'Consent And Disclosure Dispatch' }, { withStageOnly: true, isBackward: (from) => from !== 'Issuance of Notice' });
  },
});
