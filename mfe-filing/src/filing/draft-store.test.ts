import { act, renderHook } from '@testing-library/react';
import { prefillFromRegistration } from './ClaimantStep';
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

  it('counts a claimant form with something typed in it', () => {
    expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { name1: 'Asha' } })).toBe(true);
    expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { customer_type: 'Individual' } })).toBe(true);
    expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { name1: '', email: '   ' } })).toBe(false);
    expect(hasContent({ ...EMPTY_DRAFT, claimantForm: {} })).toBe(false);
  });

  it('keeps a draft with only the claimant form typed in, as the Discard draft button reads it', () => {
    const { result } = renderHook(() => useFilingDraft('lawyer@demo.in', 'Arbitration'));
    act(() => result.current.update({ claimantForm: { customer_type: 'Enterprise', salutation: 'M/s', company_name: 'Udaygiri Finance' } }));
    expect(hasContent(result.current.draft)).toBe(true);
  });

  describe('for a Claimant whose form is prefilled from the profile', () => {
    const registration = {
      customer_type: 'Individual',
      salutation: 'Mrs',
      first_name: 'Asha',
      last_name: 'Rao',
      email_id: 'claimant@demo.in',
      primary_number: '9800000001',
      state: 'Maharashtra',
      pin_code: '411001',
    };
    const prefill = prefillFromRegistration(registration);

    it('does not count the prefill alone', () => {
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill } }, prefill)).toBe(false);
      // Fields the person never touched may be missing or empty.
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { customer_type: 'Individual', name1: 'Asha', email: 'claimant@demo.in', fathers_name: '' } }, prefill)).toBe(false);
    });

    it('counts a field typed beyond the prefill', () => {
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill, fathers_name: 'Mohan' } }, prefill)).toBe(true);
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill, lawyer_email_id: 'counsel@law.in' } }, prefill)).toBe(true);
    });

    it('counts a prefilled field the person changed', () => {
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill, pin_code: '411005' } }, prefill)).toBe(true);
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill, salutation: 'Ms' } }, prefill)).toBe(true);
    });

    it('still counts the rest of the draft', () => {
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill }, caseDetails: { venue: 'Pune' } }, prefill)).toBe(true);
      expect(hasContent({ ...EMPTY_DRAFT, claimantForm: { ...prefill }, claimants: [{ ...prefill }] }, prefill)).toBe(true);
    });
  });
});
