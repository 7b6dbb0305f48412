import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call a method; the server refuses anyone else before the method runs. */
export type MethodAccess =
  /** Anyone, signed in or not (Frappe's allow_guest). */
  | 'guest'
  /** Any signed-in user (the method may narrow further by the rows it touches). */
  | 'signed-in'
  /** Users holding one of these roles ('System Manager' includes Administrator); others get `refusal`. */
  | { readonly roles: readonly string[]; readonly refusal: string };

/** The arguments a method reads: a valibot object, so it can also be written out as JSON Schema. */
export type ArgsSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

declare const replyType: unique symbol;

/** One method of the API: its arguments, its reply (a type only), who may call it and how. */
export interface MethodSpec<A extends ArgsSchema = ArgsSchema, R = unknown> {
  readonly summary: string;
  readonly args: A;
  readonly access: MethodAccess;
  /** HTTP methods accepted; GET and POST when absent. */
  readonly http?: readonly HttpMethod[];
  /** Skips the CSRF check: only the logins and the respondent's code requests, which are how a page gets its token. */
  readonly csrfExempt?: true;
  /** The reply's `message` (a type only: never present at run time). */
  readonly [replyType]?: R;
}

/** Declares a method; `R` is the `message` of its reply. */
export function method<R = void>() {
  return <A extends ArgsSchema>(spec: Omit<MethodSpec<A, R>, typeof replyType>): MethodSpec<A, R> => spec;
}

export type ArgsOf<S> = S extends MethodSpec<infer A, unknown> ? v.InferInput<A> : never;
export type ReplyOf<S> = S extends MethodSpec<ArgsSchema, infer R> ? R : never;

/*
 * Argument shapes. Arguments travel as JSON (POST) or as query-string text (GET), so the server
 * reads them leniently; these say what a caller sends.
 */
export const text = v.string();
export const optionalText = v.optional(v.string());
/** An e-mail or role the caller may not know yet (the session store's, before it is loaded). */
export const optionalEmail = v.nullish(v.string());
/** A date, `YYYY-MM-DD` or `DD-MM-YYYY`. */
export const date = v.string();
export const optionalDate = v.nullish(v.string());
export const optionalInt = v.optional(v.union([v.number(), v.string()]));
/** A check value: 1/0, true/false or their text. */
export const optionalFlag = v.optional(v.union([v.number(), v.boolean(), v.string()]));
export const noArgs = v.object({});
