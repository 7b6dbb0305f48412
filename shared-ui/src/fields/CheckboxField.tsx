/// <reference path="../css-modules.d.ts" />
import { Checkbox } from '@mantine/core';
import type { CheckboxProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import * as classes from './fields.module.css';

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'label' | 'required'> {
  label: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ required = false, label, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox
      {...props}
      aria-required={required || undefined}
      label={
        <>
          {label}
          {required && (
            <span className={classes.asterisk} aria-hidden="true">
              {' *'}
            </span>
          )}
        </>
      }
    />
  );
}
