import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'label' | 'withAsterisk' | 'required'> {
  label: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ required = false, ...props }: PasswordFieldProps) {
  return <PasswordInput {...props} withAsterisk={required} aria-required={required || undefined} />;
}
