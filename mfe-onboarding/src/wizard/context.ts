import type { UseFormReturnType } from '@mantine/form';
import { createContext, useContext } from 'react';
import type { FlowConfig, WizardValues } from './types';

export type WizardForm = UseFormReturnType<WizardValues>;

export interface WizardContextValue {
  form: WizardForm;
  flow: FlowConfig;
  mode: 'signup' | 'profile';
  /** Where files go: a guest's sign-up token, or the saved profile. */
  fileTarget: () => Promise<{ token: string } | { docname: string }>;
  /** Addresses validate_email found registered (shown under the field, blocks continuing). */
  takenEmails: ReadonlySet<string>;
  checkEmail: (email: string) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('A wizard section is used outside the wizard');
  return value;
}

/** Props binding a text-like input to a field of the wizard's form. */
export function bind(form: WizardForm, field: string) {
  const props = form.getInputProps(field);
  return { ...props, value: (props.value as string | undefined) ?? '', id: `wizard-${field}` };
}

export const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
