import * as v from 'valibot';

/** Key under which an issue that belongs to no single field (a whole-form check) is reported. */
export const FORM_ERROR_KEY = '_form';

export type FieldErrors = Record<string, string>;

/**
 * Validate with a valibot schema and return `{ 'dot.path': firstMessage }`, the shape
 * @mantine/form's `validate` option expects: `useForm({ validate: valibotResolver(loginSchema) })`.
 * Only the first message of each field is kept, so the order of a pipe decides what a person sees.
 */
export function valibotResolver<TSchema extends v.GenericSchema>(schema: TSchema): (values: unknown) => FieldErrors {
  return (values) => {
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) ?? FORM_ERROR_KEY;
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}

/** The first message a schema gives for `value`, or null when it passes: for callers that report one problem at a time (the server). */
export function firstProblem<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
}
