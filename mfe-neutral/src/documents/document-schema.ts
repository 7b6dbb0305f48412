import * as v from 'valibot';

/** SPEC §5: type and class are required, with the same message for both. */
export const DOCUMENT_REQUIRED = 'Document Type is required';

export const documentSchema = v.object({
  document_type: v.pipe(v.string(), v.trim(), v.nonEmpty(DOCUMENT_REQUIRED)),
  document_class: v.pipe(v.string(), v.trim(), v.nonEmpty(DOCUMENT_REQUIRED)),
  description: v.string(),
});

export type DocumentFormValues = v.InferInput<typeof documentSchema>;
