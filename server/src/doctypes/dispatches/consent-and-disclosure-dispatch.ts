import { defineDispatch } from './define-dispatch';

export const ConsentAndDisclosureDispatch = defineDispatch('Consent And Disclosure Dispatch', 'CDD-.#####');
