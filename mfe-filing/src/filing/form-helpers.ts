import type { UseFormReturnType } from '@mantine/form';
import { CASE_FILING_MESSAGES } from 'shared-api/schemas';
import { normalizeIndianMobile } from 'shared-api/rules';
import { schemaMessages } from 'shared-ui';
import { translate } from './i18n';
import type { FormValues } from './types';

export type FilingForm = UseFormReturnType<FormValues>;

/** The filing schemas' English messages, shown through the wizard's catalogue. */
export const filingMessages = schemaMessages(CASE_FILING_MESSAGES, (key) => `filing.message.${key}`);

/** Value, change handler, error and `name` of a text field of a filing form. */
export function bind(form: FilingForm, field: string) {
  const { value, onChange, onBlur, onFocus, error } = filingMessages(translate, form.getInputProps(field));
  return { value: (value as string | undefined) ?? '', onChange, onBlur, onFocus, error, name: field };
}

/** SPEC §2: the page scrolls to the first message (and the keyboard lands there). */
export function scrollToFirstError(root: HTMLElement | null, errors: Record<string, unknown>) {
  const first = Object.keys(errors)[0];
  if (!root || !first) return;
  const target = root.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) ?? root.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target?.focus({ preventScroll: true });
}

/** A party's own mobile and their lawyer's: kept as the 10 digits the schemas checked. */
const MOBILE_FIELDS = new Set(['mobile', 'phone_no']);

/**
 * A row as the server stores it: no empty values (empty Links would be checked), mobiles as their
 * 10 digits ("+91 98765 43210" → 9876543210, the number the respondent login finds).
 */
export function compact(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => String(value ?? '').trim() !== '')
      .map(([key, value]) => [key, MOBILE_FIELDS.has(key) ? normalizeIndianMobile(String(value)) : String(value).trim()]),
  );
}

export function isBlank(values: FormValues, ignore: readonly string[] = []): boolean {
  return Object.entries(values).every(([key, value]) => ignore.includes(key) || String(value ?? '').trim() === '');
}

/** Replace every value of the form (Mantine's setValues merges): clears fields the new values lack. */
export function replaceValues(form: FilingForm, values: FormValues) {
  const cleared = Object.fromEntries(Object.keys(form.getValues()).map((key) => [key, '']));
  form.setValues({ ...cleared, ...values });
  form.clearErrors();
}
