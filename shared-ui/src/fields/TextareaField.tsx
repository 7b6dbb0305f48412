import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface TextareaFieldProps extends Omit<TextareaProps, 'label' | 'withAsterisk' | 'required'> {
  label: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ required = false, autosize = true, minRows = 3, ...props }: TextareaFieldProps) {
  return (
    <Textarea
      {...props}
      autosize={autosize}
      minRows={minRows}
      withAsterisk={required}
      aria-required={required || undefined}
    />
  );
}
