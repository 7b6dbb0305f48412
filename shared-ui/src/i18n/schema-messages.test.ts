import { schemaMessages } from './schema-messages';

const t = (id: string) => ({ 'form.message.email': 'ईमेल ज़रूरी है' })[id] ?? id;
const translated = schemaMessages({ email: 'Email is required' }, (key) => `form.message.${key}`);

describe('schemaMessages', () => {
  it('shows a schema’s English message through the catalogue', () => {
    expect(translated(t, { value: '', error: 'Email is required' })).toEqual({ value: '', error: 'ईमेल ज़रूरी है' });
  });

  it('leaves other errors, and fields without one, as they are', () => {
    expect(translated(t, { error: 'The server refused it' }).error).toBe('The server refused it');
    const untouched: { value: string; error?: string } = { value: 'a' };
    expect(translated(t, untouched)).toEqual({ value: 'a' });
  });
});
