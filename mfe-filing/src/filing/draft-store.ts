import { useCallback } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CaseType, FilingDraft } from './types';

export const DRAFT_STORAGE_KEY = 'odr.filing-drafts';

export const EMPTY_DRAFT: Readonly<FilingDraft> = Object.freeze({
  step: 'claimant',
  claimants: [],
  respondents: [],
  claimantEdit: null,
  respondentEdit: null,
  claimantForm: {},
  respondentForm: {},
  caseDetails: {},
  additional: {},
});

interface DraftState {
  /** Drafts by `user|case type`: a half-filled wizard survives a reload, and users never see each other's. */
  drafts: Record<string, FilingDraft>;
  update(key: string, patch: Partial<FilingDraft> | ((draft: FilingDraft) => Partial<FilingDraft>)): void;
  discard(key: string): void;
}

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      update: (key, patch) =>
        set((state) => {
          const current = state.drafts[key] ?? EMPTY_DRAFT;
          const changes = typeof patch === 'function' ? patch(current) : patch;
          return { drafts: { ...state.drafts, [key]: { ...current, ...changes } } };
        }),
      discard: (key) =>
        set((state) => {
          const { [key]: _dropped, ...rest } = state.drafts;
          return { drafts: rest };
        }),
    }),
    { name: DRAFT_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

export const draftKey = (user: string, caseType: CaseType) => `${user.toLowerCase()}|${caseType}`;

const isFilled = (value: unknown) => String(value ?? '').trim() !== '';

/**
 * Whether a draft holds anything worth keeping.
 *
 * `claimantPrefill` is what a logged-in Claimant's form is filled with from their profile
 * (`prefillFromRegistration`): those values are the profile's, not the person's input, so a
 * claimant form counts only for a field filled with something else. Without it (a Lawyer, or a
 * Claimant with no profile) any filled field of the claimant form counts.
 */
export function hasContent(draft: FilingDraft | undefined, claimantPrefill?: Readonly<Record<string, string>> | null): boolean {
  if (!draft) return false;
  const filled = (values: Record<string, string>) => Object.values(values).some(isFilled);
  return (
    draft.claimants.length > 0 ||
    draft.respondents.length > 0 ||
    typedInClaimantForm(draft.claimantForm, claimantPrefill) ||
    filled(draft.respondentForm) ||
    filled(draft.caseDetails) ||
    filled(draft.additional)
  );
}

/** A value of the claimant form that the person entered: filled, and not what the profile put there. */
function typedInClaimantForm(values: Record<string, string>, prefill: Readonly<Record<string, string>> | null | undefined): boolean {
  return Object.entries(values).some(
    ([field, value]) => isFilled(value) && String(value).trim() !== String(prefill?.[field] ?? '').trim(),
  );
}

/** The draft of this user and case type, with setters bound to it. */
export function useFilingDraft(user: string, caseType: CaseType) {
  const key = draftKey(user, caseType);
  const draft = useDraftStore((state) => state.drafts[key]) ?? EMPTY_DRAFT;
  const updateStore = useDraftStore((state) => state.update);
  const discardStore = useDraftStore((state) => state.discard);
  const update = useCallback(
    (patch: Partial<FilingDraft> | ((draft: FilingDraft) => Partial<FilingDraft>)) => updateStore(key, patch),
    [key, updateStore],
  );
  const discard = useCallback(() => discardStore(key), [key, discardStore]);
  return { draft, update, discard, key };
}
