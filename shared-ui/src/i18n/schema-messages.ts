import type { Translate } from './useTranslation';

/**
 * A form schema keeps its messages in English (the spec's words, which the tests name); the form
 * shows them through its catalogue. `id` names the catalogue message of each of `messages`' keys.
 */
export function schemaMessages(messages: Record<string, string>, id: (key: string) => string) {
  const ids = new Map(Object.entries(messages).map(([key, english]) => [english, id(key)]));
  /** A field's props (form.getInputProps) with its error in the reader's language. */
  return <P extends { error?: unknown }>(t: Translate, props: P): P => {
    const known = typeof props.error === 'string' ? ids.get(props.error) : undefined;
    return known ? { ...props, error: t(known) } : props;
  };
}
