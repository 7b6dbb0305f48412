/** A Frappe check field as it reaches us: 1/0 from the server, '1'/'0' from forms, or a boolean. */
export type Flag = number | string | boolean | null | undefined;

/** True only for an explicit 1, '1' or true; anything else (0, '', null, missing) is unset. */
export function isFlagSet(flag: Flag): boolean {
  return flag === 1 || flag === '1' || flag === true;
}
