/*
 * Indian mobile numbers, as every form and the server read them: pure, so a screen can import
 * them without the schemas (the respondent portal's first load is budgeted).
 */

/**
 * A mobile number as typed ("+91 98230 12345", "09823012345", "98230-12345") to its 10 digits:
 * separators go, and a +91 / 91 / 0091 / 0 prefix goes only when exactly 10 digits follow it.
 * Anything else is returned as it is (without separators), for the checks to refuse, never cut.
 */
export function normalizeIndianMobile(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  const prefixed = /^(?:\+91|0091|91|0)(\d{10})$/.exec(compact);
  return prefixed ? prefixed[1] : compact;
}

/** Indian mobile numbers start with 6, 7, 8 or 9 (the numbering plan's mobile series). */
export const MOBILE_START = /^[6-9]/;

/** True when the value, normalised, is a 10-digit Indian mobile number. */
export const isIndianMobile = (value: string) => /^\d{10}$/.test(normalizeIndianMobile(value)) && MOBILE_START.test(normalizeIndianMobile(value));
