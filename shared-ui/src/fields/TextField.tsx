import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<TextInputProps, 'label' | 'withAsterisk' | 'required'> {
  label: ReactNode;
  /** Shows the asterisk; the schema, not the browser, enforces it. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ required = false, ...props }: TextFieldProps) {
  return <TextInput {...props} withAsterisk={required} aria-required={required || undefined} />;
}
