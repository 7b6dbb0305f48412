import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface NumberFieldProps extends Omit<NumberInputProps, 'label' | 'withAsterisk' | 'required'> {
  label: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function NumberField({ required = false, ...props }: NumberFieldProps) {
  return <NumberInput {...props} withAsterisk={required} aria-required={required || undefined} />;
}
