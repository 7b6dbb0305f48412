import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from './i18n';

/**
 * A date typed as DD-MM-YYYY (never the browser's own date format). The value stays the text the
 * user typed; callers turn it into YYYY-MM-DD with parseDisplayDate when they save.
 */
export function DateText({ value, onChange, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <TextInput placeholder={t('form.datePlaceholder')} inputMode="numeric" maxLength={10} {...props} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}
