import type { UseFormReturnType } from '@mantine/form';
import { createContext, useContext } from 'react';
import { SIGN_UP_MESSAGES } from 'shared-api/schemas';
import { schemaMessages } from 'shared-ui';
import { translate } from './i18n';
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
  /** The sign-up's token (made when first needed); null on a profile page (the account proves). */
  signUpToken: () => Promise<string | null>;
  /** The e-mail and mobile proven with a code so far (normalised), by channel. */
  proven: Readonly<Record<'email' | 'mobile', string>>;
  markProven: (channel: 'email' | 'mobile', value: string) => void;
  /** Which identifiers this page must prove: a sign-up both, a profile a changed mobile. */
  needsProof: (channel: 'email' | 'mobile') => boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('A wizard section is used outside the wizard');
  return value;
}

/** The sign-up schemas' English messages, shown through the wizard's catalogue. */
export const wizardMessages = schemaMessages(SIGN_UP_MESSAGES, (key) => `wizard.message.${key}`);

/** Props binding a text-like input to a field of the wizard's form. */
export function bind(form: WizardForm, field: string) {
  const props = wizardMessages(translate, form.getInputProps(field));
  return { ...props, value: (props.value as string | undefined) ?? '', id: `wizard-${field}` };
}

export const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
