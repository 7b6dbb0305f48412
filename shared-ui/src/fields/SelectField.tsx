import { NativeSelect } from '@mantine/core';
import type { NativeSelectProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../i18n/common';

export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectFieldProps extends Omit<NativeSelectProps, 'label' | 'withAsterisk' | 'required' | 'data'> {
  label: ReactNode;
  data: readonly SelectOption[];
  /** Text of the empty first option (value ''); default 'Select' in the reader's language. */
  placeholder?: string;
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select with an empty "Select" option first (SPEC §2 "Shared pieces"): native, so it
 * is quick on phones and easy to drive from tests with `user.selectOptions`.
 */
export function SelectField({ required = false, data, placeholder, ...props }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      data={[{ value: '', label: placeholder ?? t('common.select') }, ...data]}
      withAsterisk={required}
      aria-required={required || undefined}
    />
  );
}
