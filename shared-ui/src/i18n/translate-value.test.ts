import { translateValue } from './translate-value';

const t = (id: string) => ({ 'kit.role.Borrower': 'उधारकर्ता' })[id] ?? id;

describe('translateValue', () => {
  it('names a stored value in the reader’s language, or as stored when the catalogue does not', () => {
    expect(translateValue(t, 'kit.role', 'Borrower')).toBe('उधारकर्ता');
    expect(translateValue(t, 'kit.role', 'Surety')).toBe('Surety');
  });

  it('takes a field as the server sent it: trimmed, null when missing, blank when blank', () => {
    expect(translateValue(t, 'kit.role', ' Borrower ')).toBe('उधारकर्ता');
    expect(translateValue(t, 'kit.role', null)).toBeNull();
    expect(translateValue(t, 'kit.role', undefined)).toBeNull();
    expect(translateValue(t, 'kit.role', '  ')).toBe('');
  });
});
