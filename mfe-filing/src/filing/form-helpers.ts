import type { UseFormReturnType } from '@mantine/form';
import { CASE_FILING_MESSAGES } from 'shared-api/schemas';
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

/** A row as the server stores it: no empty values (empty Links would be checked). */
export function compact(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => String(value ?? '').trim() !== '').map(([k, v]) => [k, String(v).trim()]));
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
