import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface DateFieldProps extends Omit<TextInputProps, 'label' | 'withAsterisk' | 'required' | 'type'> {
  label: ReactNode;
  required?: boolean;
  /** Latest date allowed, `YYYY-MM-DD` (e.g. today for a date of birth or of agreement). */
  max?: string;
  min?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native date input: the browser's own picker, values as `YYYY-MM-DD` like the API's Date fields. */
export function DateField({ required = false, ...props }: DateFieldProps) {
  return <TextInput {...props} type="date" withAsterisk={required} aria-required={required || undefined} />;
}
