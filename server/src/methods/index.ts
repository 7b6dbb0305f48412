/**
 * Every module's method handlers, registered by each app against shared-api's catalogue
 * (`MethodRegistry`): a handler without a catalogue entry, or an entry without a handler, fails.
 */
import { frappeAuthMethods, authMethods } from '../auth/methods';
import { builtinMethods } from '../core/builtin-methods';
import type { MethodHandlers } from '../core/methods';
import { profileReviewMethods } from '../doctypes/profiles/review';
import { uploadMethods } from '../files/upload';
import { paymentMethods } from '../payments/methods';
import { printMethods } from '../printing/plugin';
import { respondentLanguageMethods } from '../respondent-access/language';
import { respondentAccessMethods } from '../respondent-access/methods';
import { CASE_METHODS } from './cases';
import { portalSettingsMethods } from './portal-settings';

export const METHOD_HANDLERS: readonly MethodHandlers[] = [
  builtinMethods,
  frappeAuthMethods,
  authMethods,
  uploadMethods,
  printMethods,
  portalSettingsMethods,
  profileReviewMethods,
  respondentAccessMethods,
  respondentLanguageMethods,
  paymentMethods,
  ...CASE_METHODS,
];
