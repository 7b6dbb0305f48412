import type { FlowConfig } from '../wizard/types';
import { WizardPage } from '../wizard/WizardPage';

/** A sign-up wizard route: the engine with one flow's configuration. */
export function signUpPage(flow: FlowConfig) {
  function SignUpWizardPage() {
    return <WizardPage flow={flow} />;
  }
  SignUpWizardPage.displayName = `SignUp(${flow.id})`;
  return SignUpWizardPage;
}
