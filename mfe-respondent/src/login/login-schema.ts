import * as v from 'valibot';
import { MOBILE_START, normalizeIndianMobile } from 'shared-api/rules';
import { LOGIN_KINDS, RESPONDENT_LOGIN_MESSAGES as M, RESPONDENT_ROLES } from './messages';

const EMAIL = v.pipe(v.string(), v.email());

const trimmed = (message: string) => v.pipe(v.string(message), v.trim());

/**
 * The respondent login form (SPEC §2, §5): case number and mobile required, the mobile exactly
 * 10 digits, an e-mail only checked when given, and a role when a respondent (not an advocate) logs in.
 * The mobile is normalised as the filing and sign-up forms store it ("+91 98230 12345" and
 * "09823012345" are 9823012345; never cut), so the number typed finds the respondent's row.
 */
export const respondentLoginSchema = v.pipe(
  v.object({
    caseNumber: v.pipe(trimmed(M.caseNumberRequired), v.nonEmpty(M.caseNumberRequired), v.toUpperCase()),
    email: v.pipe(
      trimmed(M.emailInvalid),
      v.check((value) => value === '' || v.is(EMAIL, value), M.emailInvalid),
    ),
    mobile: v.pipe(
      v.string(M.mobileRequired),
      v.transform(normalizeIndianMobile),
      v.nonEmpty(M.mobileRequired),
      v.regex(/^\d{10}$/, M.mobileDigits),
      v.regex(MOBILE_START, M.mobileStart),
    ),
    kind: v.picklist(LOGIN_KINDS),
    role: v.string(),
  }),
  v.forward(
    v.check((input) => input.kind === 'Advocate' || (RESPONDENT_ROLES as readonly string[]).includes(input.role), M.roleRequired),
    ['role'],
  ),
);

export type RespondentLoginValues = v.InferOutput<typeof respondentLoginSchema>;
