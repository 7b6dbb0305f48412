/**
 * Every module's method handlers, registered by each app against shared-api's catalogue
 * (`MethodRegistry`): a handler without a catalogue entry, or an entry without a handler, fails.
 */
import { appointmentMethods } from '../appointments/methods';
import { identityCodeMethods } from '../auth/identity-codes';
import { frappeAuthMethods, authMethods } from '../auth/methods';
import { builtinMethods } from '../core/builtin-methods';
import type { MethodHandlers } from '../core/methods';
import { identityFlagMethods } from '../doctypes/profiles/identity';
import { profileReviewMethods } from '../doctypes/profiles/review';
import { signUpMethods } from '../doctypes/profiles/sign-up-token';
import { uploadMethods } from '../files/upload';
import { paymentMethods } from '../payments/methods';
import { printMethods } from '../printing/plugin';
import { serviceMethods } from '../notices/methods';
import { respondentLanguageMethods } from '../respondent-access/language';
import { respondentAccessMethods } from '../respondent-access/methods';
import { settlementTermsMethods } from '../settlement-terms';
import { signatureMethods } from '../signatures/methods';
import { dataPrincipalMethods } from '../stewardship/data-principal';
import { stewardshipMethods } from '../stewardship/methods';
import { CASE_METHODS } from './cases';
import { portalSettingsMethods } from './portal-settings';

export const METHOD_HANDLERS: readonly MethodHandlers[] = [
  builtinMethods,
  frappeAuthMethods,
  authMethods,
  identityCodeMethods,
  signUpMethods,
  uploadMethods,
  printMethods,
  portalSettingsMethods,
  profileReviewMethods,
  identityFlagMethods,
  respondentAccessMethods,
  respondentLanguageMethods,
  paymentMethods,
  appointmentMethods,
  serviceMethods,
  settlementTermsMethods,
  signatureMethods,
  stewardshipMethods,
  dataPrincipalMethods,
  ...CASE_METHODS,
];
