import { screen, waitFor } from '@testing-library/react';
import { mockReferenceLists, renderWithQuery } from '../common/test-support';
import { ClaimantStep } from './ClaimantStep';
import { EMPTY_DRAFT } from './draft-store';
import type { FilingDraft } from './types';

function setup(
  props: { isClaimant?: boolean; draft?: Partial<FilingDraft>; registration?: Record<string, string> | null; profileLoading?: boolean } = {},
) {
  mockReferenceLists();
  const update = jest.fn();
  const onContinue = jest.fn();
  const draft = { ...EMPTY_DRAFT, ...props.draft };
  const view = renderWithQuery(
    <ClaimantStep draft={draft} update={update} isClaimant={props.isClaimant ?? false} registration={props.registration ?? null} profileLoading={props.profileLoading} onContinue={onContinue} />,
  );
  return { ...view, update, onContinue };
}

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe('ClaimantStep', () => {
  it('holds a Claimant back from saving until their profile has loaded', async () => {
    const { user, update, onContinue } = setup({ isClaimant: true, profileLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your details…');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    const save = screen.getByRole('button', { name: /Save & Continue/ });
    expect(save).toHaveAttribute('data-loading', 'true');
    await user.click(save);
    expect(onContinue).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalledWith(expect.objectContaining({ claimants: expect.anything() }));
  });

  it('asks a lawyer who has not chosen a type to select the customer type and adds nothing', async () => {
    const { user, update, onContinue } = setup();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Please select customer type')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalledWith(expect.objectContaining({ claimants: expect.anything() }));
  });

  it('shows the spec messages for an Individual with missing and malformed fields', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '98765');
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '4110');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Pin code must be exactly 6 digits')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    expect(screen.getByText('Taluk is required')).toBeInTheDocument();
  });

  it('asks an Enterprise for the company name and offers the contact designations', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(screen.getByRole('textbox', { name: 'Salutation' })).toHaveValue('M/s');
    const designation = screen.getByRole('combobox', { name: 'Designation' });
    expect([...designation.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select',
      'Director',
      'Managing Director',
      'Partner',
      'Managing Partner',
      'Proprietor',
      'Manager',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
  });

  it('adds a valid claimant with its district chosen after the state', async () => {
    const { user, update } = setup();
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@lender.in');
    await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '9876543210');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Maharashtra');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pune' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: /^District/ }), 'Pune');
    await user.type(screen.getByRole('textbox', { name: /^Taluk/ }), 'Haveli');
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '411001');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({
          claimants: [expect.objectContaining({ customer_type: 'Individual', name1: 'Asha', district: 'Pune', pin_code: '411001' })],
          claimantEdit: null,
        }),
      ),
    );
  });

  it('fills a Claimant’s own type, name, e-mail and mobile read-only', async () => {
    setup({
      isClaimant: true,
      registration: { customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', email_id: 'claimant@demo.in', primary_number: '9800000001', state: 'Maharashtra' },
    });
    expect(await screen.findByDisplayValue('Udaygiri Finance Ltd')).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9800000001');
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Lawyers List/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Claimant Lawyer' })).toBeInTheDocument();
  });

  it('hides the lawyer list from a lawyer', () => {
    setup();
    expect(screen.queryByRole('switch', { name: /Lawyers List/ })).not.toBeInTheDocument();
  });

  it('keeps the 10 digits of a mobile typed with +91, 0 or spaces', async () => {
    const claimant = { customer_type: 'Individual', name1: 'Asha', email: 'asha@lender.in', mobile: '9876543210', state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pin_code: '411001' };
    const { user, update } = setup({ draft: { claimants: [claimant], claimantEdit: 0, claimantForm: { ...claimant, mobile: '0091 98765 43210' } } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ claimants: [claimant], claimantEdit: null })));
  });

  it('shows Add only while the list is empty or a row is edited', () => {
    const claimant = { customer_type: 'Individual', name1: 'Asha', email: 'asha@lender.in' };
    const { unmount } = setup({ draft: { claimants: [claimant] } });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getByText('Claimant added')).toBeInTheDocument();
    unmount();
    setup({ draft: { claimants: [claimant], claimantEdit: 0, claimantForm: claimant } });
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
