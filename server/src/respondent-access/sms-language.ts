import { ValidationError } from '../core/errors';
import type { MethodArgs } from '../core/methods';

/** Languages the code's SMS can be written in (the portal's languages); English unless asked. */
export const SMS_LANGUAGES = ['en', 'hi'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** The `language` a respondent reads the portal in; anything else is refused, not guessed. */
export function smsLanguageFromArgs(args: MethodArgs): SmsLanguage {
  const value = args.language;
  const language = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!language) return 'en';
  if (!(SMS_LANGUAGES as readonly string[]).includes(language)) {
    throw new ValidationError(`Unsupported language: choose one of ${SMS_LANGUAGES.join(', ')}`);
  }
  return language as SmsLanguage;
}
