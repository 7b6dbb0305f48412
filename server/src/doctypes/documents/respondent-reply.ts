import { isReplyReadOnly, replySideEffects } from 'shared-api/rules';
import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';
import { definePleading } from './define-pleading';

/** A reply contests the case: its respondent_status becomes Active (SPEC §4, 'Case is now Contested'). */
export const RespondentReply = definePleading('Respondent Reply', 'RR-.#####', (stage) => !isReplyReadOnly(stage), {
  async onUpdate(doc, ctx) {
    const ref = caseOfDocument(doc);
    if (ref) await applyCaseEffects(ctx, ref, replySideEffects());
  },
});
