import { screen, waitFor } from '@testing-library/react';
import { FIELD_MESSAGES } from 'shared-api/schemas';
import { mockReferenceLists, renderWithQuery } from '../common/test-support';
import { EMPTY_DRAFT } from './draft-store';
import { copyAddress, RespondentStep } from './RespondentStep';
import type { FilingDraft } from './types';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const borrower = {
  respondent_type: 'Individual',
  contact_type: 'Borrower',
  name1: 'Ravi',
  fathers_name: 'Mohan',
  mobile: '9876543210',
  flathouse_no: '12',
  streetvillage: 'MG Road',
  landmark: 'Near bus stand',
  city: 'Pune',
  post_office: 'Shivajinagar',
  state: 'Maharashtra',
  district: 'Pune',
  taluk: 'Haveli',
  pin_code: '411005',
};

function setup(draft: Partial<FilingDraft> = {}) {
  mockReferenceLists();
  const update = jest.fn();
  const onContinue = jest.fn();
  const view = renderWithQuery(<RespondentStep draft={{ ...EMPTY_DRAFT, ...draft }} update={update} onContinue={onContinue} />);
  return { ...view, update, onContinue };
}

describe('RespondentStep', () => {
  it('asks for the respondent choice before anything else', async () => {
    const { user, onContinue } = setup();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Please select customer type')).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows the Individual messages for missing names, a bad mobile and pin code', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Respondent$/ }), 'Individual');
    await user.type(screen.getByRole('textbox', { name: /^Mobile Number/ }), '98765');
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '41100');
    await user.click(screen.getByRole('button', { name: 'Add More Respondent' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Father Name is required')).toBeInTheDocument();
    expect(screen.getByText('Respondent Type is required')).toBeInTheDocument();
    expect(screen.getByText('Must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Pin code must be exactly 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Taluk is required')).toBeInTheDocument();
  });

  it('keeps the 10 digits of a mobile typed with +91, 0 or spaces, as the server stores and the respondent login finds it', async () => {
    const typed = { ...borrower, mobile: '+91 98765 43210', add_lawyer: 'Adv. Meena Rao', phone_no: '098765 43211' };
    const { user, update } = setup({ respondents: [borrower], respondentEdit: 0, respondentForm: typed });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(expect.objectContaining({ respondents: [{ ...typed, mobile: '9876543210', phone_no: '9876543211' }], respondentEdit: null })),
    );
  });

  it('says why a mobile that does not start with 6, 7, 8 or 9 is refused', async () => {
    const { user, update } = setup({ respondents: [borrower], respondentEdit: 0, respondentForm: { ...borrower, mobile: '5876543210' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(FIELD_MESSAGES.mobileStart)).toBeInTheDocument();
    expect(FIELD_MESSAGES.mobileStart).toBe('An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9');
    expect(update).not.toHaveBeenCalledWith(expect.objectContaining({ respondents: expect.anything() }));
  });

  it('hides the salutation and names for an Enterprise and asks for the company', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Respondent$/ }), 'Enterprise');
    expect(screen.queryByRole('combobox', { name: 'Salutation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Father's Name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add More Respondent' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Father Name is required')).not.toBeInTheDocument();
  });

  it('offers Same Address as Borrower only once a respondent exists', () => {
    const { unmount } = setup();
    expect(screen.queryByRole('checkbox', { name: 'Same Address as Borrower' })).not.toBeInTheDocument();
    unmount();
    setup({ respondents: [borrower] });
    expect(screen.getByRole('checkbox', { name: 'Same Address as Borrower' })).toBeInTheDocument();
  });

  it('copies the first respondent’s address and keeps the names typed', async () => {
    const { user } = setup({ respondents: [borrower] });
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Sita');
    await user.click(screen.getByRole('checkbox', { name: 'Same Address as Borrower' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Street\/Village/ })).toHaveValue('MG Road'));
    expect(screen.getByRole('textbox', { name: /^Pincode/ })).toHaveValue('411005');
    expect(screen.getByRole('textbox', { name: /^Taluk/ })).toHaveValue('Haveli');
    expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Sita');
  });

  it('reads Update while a respondent is being edited', () => {
    setup({ respondents: [borrower], respondentEdit: 0, respondentForm: borrower });
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add More Respondent' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ravi' })).toHaveAttribute('aria-current', 'true');
  });

  it('leaves edit mode when the edited respondent is deleted', async () => {
    const { user, update } = setup({ respondents: [borrower], respondentEdit: 0, respondentForm: borrower });
    await user.click(screen.getByRole('button', { name: 'Delete Ravi' }));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ respondents: [], respondentEdit: null, respondentForm: {} }));
  });
});

describe('copyAddress', () => {
  it('takes the address fields only', () => {
    expect(copyAddress({ name1: 'Sita', pin_code: '' }, borrower)).toMatchObject({ name1: 'Sita', pin_code: '411005', state: 'Maharashtra', district: 'Pune' });
    expect(copyAddress({ name1: 'Sita' }, borrower)).not.toHaveProperty('fathers_name');
  });
});
