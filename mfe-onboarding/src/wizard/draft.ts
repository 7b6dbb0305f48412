import type { WizardValues } from './types';

/**
 * What a sign-up keeps in the browser until it is submitted (SPEC §3 "signup state"): in the
 * tab's session storage, so a reload keeps it but an Aadhaar number typed on a shared computer
 * does not outlive the tab.
 */
export interface SignUpDraft {
  values: WizardValues;
  savedSteps: string[];
  active: string;
  /** The upload token of this sign-up, and when it stops working. */
  token: string | null;
  tokenExpires: number | null;
  /** The e-mail and mobile proven with a code in this sign-up (the server keeps the proof with the token). */
  proven?: Record<'email' | 'mobile', string>;
}

const key = (flowId: string) => `odr-signup:${flowId}`;

export function loadDraft(flowId: string): SignUpDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key(flowId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as SignUpDraft;
    // A draft whose token has expired keeps what was typed, but not the files of that sign-up.
    if (draft.token && (draft.tokenExpires ?? 0) < Date.now()) {
      for (const field of ['bar_council_id', 'certificates', 'signature', 'letterhead']) {
        draft.values[field] = '';
        draft.values[`${field}__name`] = '';
      }
      draft.token = null;
      draft.tokenExpires = null;
      // Proofs belong to the token: a new sign-up proves its e-mail and mobile again.
      draft.proven = undefined;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(flowId: string, draft: SignUpDraft): void {
  try {
    window.sessionStorage.setItem(key(flowId), JSON.stringify(draft));
  } catch {
    // Private mode or a full store: the wizard still works, only without surviving a reload.
  }
}

export function clearDraft(flowId: string): void {
  try {
    window.sessionStorage.removeItem(key(flowId));
  } catch {
    // See saveDraft.
  }
}
