import { act } from '@testing-library/react';
import { setLanguage } from '../i18n/language';
import { renderWithProviders, screen } from '../test-utils';
import { CheckboxField } from './CheckboxField';
import { DateField } from './DateField';
import { isoDate } from './iso-date';
import { NumberField } from './NumberField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';

/** The label element of a field, found by its visible text. */
const labelOf = (text: string) => screen.getByText(text, { selector: 'label' });

describe('form fields', () => {
  it.each([
    ['TextField', (required: boolean) => <TextField label="First Name" required={required} />, 'textbox'],
    ['PasswordField', (required: boolean) => <PasswordField label="First Name" required={required} />, null],
    ['NumberField', (required: boolean) => <NumberField label="First Name" required={required} />, 'textbox'],
    ['TextareaField', (required: boolean) => <TextareaField label="First Name" required={required} />, 'textbox'],
    ['SelectField', (required: boolean) => <SelectField label="First Name" data={['A']} required={required} />, 'combobox'],
    ['DateField', (required: boolean) => <DateField label="First Name" required={required} />, null],
  ] as const)('%s shows a visible label and an asterisk only when required', (_, field, role) => {
    const { rerender } = renderWithProviders(field(true));
    const label = screen.getByText((_, element) => element?.tagName === 'LABEL' && /^First Name\s*\*$/.test(element.textContent ?? ''));
    expect(label).toBeVisible();
    const input = screen.getByLabelText(/First Name/);
    expect(input).toHaveAttribute('aria-required', 'true');
    // The asterisk is decoration: the accessible name stays the label text.
    if (role) expect(screen.getByRole(role, { name: 'First Name' })).toBe(input);
    // The browser's own validation stays out of the way of the schema's messages.
    expect(input).not.toHaveAttribute('required');

    rerender(field(false));
    expect(labelOf('First Name').textContent).toBe('First Name');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-required');
  });

  it('CheckboxField shows an asterisk only when required', () => {
    const { rerender } = renderWithProviders(<CheckboxField label="I agree to the terms and conditions" required />);
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    rerender(<CheckboxField label="I agree to the terms and conditions" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('SelectField starts with an empty "Select" option', async () => {
    const { user } = renderWithProviders(
      <SelectField label="Composition of Tribunal" data={['Sole', { value: 'Three', label: 'Three members' }]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Composition of Tribunal' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Select', ''],
      ['Sole', 'Sole'],
      ['Three members', 'Three'],
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Three');
    expect(select).toHaveValue('Three');
  });

  it('SelectField takes another placeholder', () => {
    renderWithProviders(<SelectField label="State" placeholder="Select state" data={['Karnataka']} />);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Select state');
  });

  it('DateField is a native date input with a latest date', () => {
    renderWithProviders(<DateField label="Date of Agreement" max="2026-03-31" />);
    const input = screen.getByLabelText('Date of Agreement');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-03-31');
  });

  it('isoDate formats a local date as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('SelectField says "Select" in the reader’s language', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderWithProviders(<SelectField label="भूमिका" data={['Borrower']} />);
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('चुनें');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
