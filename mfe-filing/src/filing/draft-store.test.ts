import { act, renderHook } from '@testing-library/react';
import { DRAFT_STORAGE_KEY, draftKey, hasContent, EMPTY_DRAFT, useDraftStore, useFilingDraft } from './draft-store';

beforeEach(() => {
  localStorage.clear();
  useDraftStore.setState({ drafts: {} });
});

describe('filing drafts', () => {
  it('keeps each user’s draft of each case type apart and in local storage', () => {
    const claimant = renderHook(() => useFilingDraft('claimant@demo.in', 'Arbitration'));
    act(() => claimant.result.current.update({ step: 'respondents', claimants: [{ name1: 'Asha' }] }));
    expect(claimant.result.current.draft.step).toBe('respondents');

    const sameUserDispute = renderHook(() => useFilingDraft('claimant@demo.in', 'Mediation'));
    const otherUser = renderHook(() => useFilingDraft('lawyer@demo.in', 'Arbitration'));
    expect(sameUserDispute.result.current.draft).toEqual(EMPTY_DRAFT);
    expect(otherUser.result.current.draft).toEqual(EMPTY_DRAFT);

    const stored = JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}');
    expect(stored.state.drafts[draftKey('Claimant@Demo.in', 'Arbitration')].claimants).toEqual([{ name1: 'Asha' }]);
  });

  it('forgets a discarded draft', () => {
    const { result } = renderHook(() => useFilingDraft('claimant@demo.in', 'Arbitration'));
    act(() => result.current.update({ caseDetails: { venue: 'Pune' } }));
    expect(hasContent(result.current.draft)).toBe(true);
    act(() => result.current.discard());
    expect(result.current.draft).toEqual(EMPTY_DRAFT);
    expect(hasContent(result.current.draft)).toBe(false);
  });
});
