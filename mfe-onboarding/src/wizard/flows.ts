import {
  additionalDetailsSchema,
  anyStepSchema,
  bankAndLettersSchema,
  companyUserDetailsSchema,
  enrolmentUserDetailsSchema,
  personUserDetailsSchema,
  professionalDetailsSchema,
} from 'shared-api/schemas';
import type { FlowConfig, StepConfig } from './types';

/*
 * The six sign-up wizards of SPEC §2 "Registration wizards" as configurations of one engine:
 * their tabs, what each tab holds, what unlocks it and the toast after the sign-up. The profile
 * pages are the same configurations in edit mode (terms and declaration left out, bank and
 * letters added where the profile needs approval).
 */

const GENDERS = ['Male', 'Female', 'Others'] as const;
const ADVOCATE_GENDERS = ['Male', 'Female', 'Other'] as const;

const email = { field: 'email_id' } as const;
const aadhaar = { field: 'aadhar_number' } as const;

const personDetails = (id: string, label: string): StepConfig => ({
  id,
  label,
  sections: ['person', 'contact'],
  schema: personUserDetailsSchema,
});
const personAdditional = (id: string, label: string): StepConfig => ({
  id,
  label,
  sections: ['address', 'identity'],
  schema: additionalDetailsSchema('person'),
  unlock: email,
});
const bankAndLetters: StepConfig = {
  id: 'bankandletters',
  label: 'wizard.step.bankAndLetters',
  sections: ['bankAndLetters'],
  schema: bankAndLettersSchema,
  profileOnly: true,
};

export const CLAIMANT_FLOW: FlowConfig = {
  id: 'claimant',
  title: 'wizard.title.claimant',
  signUpPath: '/claimantsignup',
  profilePath: '/claimantprofile',
  userType: 'Claimant',
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: 'wizard.success.claimant',
  steps: [
    { id: 'userdetails', label: 'wizard.step.userDetails', sections: ['customerType', 'person', 'company', 'contact'], schema: companyUserDetailsSchema },
    { id: 'additionaldetails', label: 'wizard.step.additionalDetails', sections: ['address', 'identity'], schema: additionalDetailsSchema('company'), unlock: email },
    {
      id: 'termsandconditions',
      label: 'wizard.step.terms',
      sections: ['terms'],
      schema: anyStepSchema,
      // SPEC: "Step 3 needs the Aadhaar number"; an enterprise has none, so its saved details do.
      unlock: { anyOf: [aadhaar, { savedStep: 'additionaldetails' }] },
      signUpOnly: true,
    },
  ],
};

export const ARBITRATOR_FLOW: FlowConfig = {
  id: 'arbitrator',
  title: 'wizard.title.arbitrator',
  signUpPath: '/arbitratorsignup',
  profilePath: '/arbitratorprofile',
  userType: 'Arbitrator',
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: 'wizard.success.arbitrator',
  steps: [
    personDetails('userdetails', 'wizard.step.userDetails'),
    personAdditional('additionaldetails', 'wizard.step.additionalDetails'),
    {
      id: 'arbitratordetails',
      label: 'wizard.step.arbitratorDetails',
      sections: ['enrolment', 'barCouncil', 'category', 'specialization', 'languages', 'education', 'training'],
      schema: professionalDetailsSchema(true),
      unlock: aadhaar,
    },
    {
      id: 'arbitrationexperience',
      label: 'wizard.step.arbitrationExperience',
      sections: ['experienceCounts', 'profession'],
      schema: anyStepSchema,
      unlock: { file: 'bar_council_id' },
    },
    bankAndLetters,
    {
      id: 'termsandconditions',
      label: 'wizard.step.terms',
      sections: ['terms'],
      schema: anyStepSchema,
      unlock: { savedStep: 'arbitrationexperience' },
      signUpOnly: true,
    },
  ],
};

export const ADVOCATE_FLOW: FlowConfig = {
  id: 'advocate',
  title: 'wizard.title.advocate',
  signUpPath: '/advocatesignup',
  profilePath: '/advocateprofile',
  userType: 'Lawyer',
  genders: ADVOCATE_GENDERS,
  alertIncompleteRow: true,
  professionTable: 'experience',
  successToast: 'wizard.success.advocate',
  steps: [
    { id: 'userdetails', label: 'wizard.step.userDetails', sections: ['customerType', 'person', 'company', 'contact'], schema: companyUserDetailsSchema },
    { id: 'additionaldetails', label: 'wizard.step.additionalDetails', sections: ['address', 'identity'], schema: additionalDetailsSchema('company'), unlock: email },
    {
      id: 'advocatedetails',
      label: 'wizard.step.advocateDetails',
      sections: ['enrolment', 'barCouncil', 'certificates', 'education', 'profession'],
      schema: professionalDetailsSchema(true),
      unlock: { field: 'taluk' },
    },
    {
      id: 'termsandconditions',
      label: 'wizard.step.terms',
      sections: ['terms'],
      schema: anyStepSchema,
      unlock: { anyOf: [{ file: 'bar_council_id' }, { field: 'taluk' }, email] },
      signUpOnly: true,
    },
  ],
};

const neutralFlow = (id: 'expert' | 'mediator', word: 'Expert' | 'Mediator', barCouncilRequired: boolean): FlowConfig => ({
  id,
  title: `wizard.title.${id}`,
  signUpPath: id === 'expert' ? '/expertSignup' : '/mediatorSignup',
  profilePath: `/${id}profile`,
  userType: word,
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: `wizard.success.${id}`,
  steps: [
    personDetails('userdetails', 'wizard.step.userDetails'),
    personAdditional('additionaldetails', 'wizard.step.additionalDetails'),
    {
      id: `${id}details`,
      label: `wizard.step.${id}Details`,
      sections:
        id === 'expert'
          ? ['barCouncil', 'certificates', 'expertise', 'specialization', 'languages', 'education']
          : ['enrolment', 'barCouncil', 'category', 'specialization', 'languages', 'education', 'training'],
      schema: professionalDetailsSchema(barCouncilRequired),
      unlock: aadhaar,
    },
    {
      id: `${id}experience`,
      label: `wizard.step.${id}Experience`,
      sections: ['experienceCounts', 'profession'],
      schema: anyStepSchema,
      unlock: { file: 'any' },
    },
    bankAndLetters,
    {
      id: 'declaration',
      label: 'wizard.step.declaration',
      sections: ['declaration'],
      schema: anyStepSchema,
      unlock: { savedStep: `${id}experience` },
      signUpOnly: true,
    },
  ],
});

export const EXPERT_FLOW = neutralFlow('expert', 'Expert', false);
export const MEDIATOR_FLOW = neutralFlow('mediator', 'Mediator', true);

export const ENROLMENT_FLOW: FlowConfig = {
  id: 'enrolment',
  title: 'wizard.title.enrolment',
  signUpPath: '/arbandmedsignup',
  profilePath: null,
  userType: null,
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: 'wizard.success.enrolment',
  steps: [
    { id: 'userdetails', label: 'wizard.step.userDetails', sections: ['role', 'person', 'contact'], schema: enrolmentUserDetailsSchema },
    { id: 'termsandconditions', label: 'wizard.step.terms', sections: ['terms'], schema: anyStepSchema, unlock: email, signUpOnly: true },
  ],
};

export const SIGN_UP_FLOWS: readonly FlowConfig[] = [CLAIMANT_FLOW, ARBITRATOR_FLOW, ADVOCATE_FLOW, EXPERT_FLOW, MEDIATOR_FLOW, ENROLMENT_FLOW];

/** The steps a mode shows. */
export function stepsFor(flow: FlowConfig, mode: 'signup' | 'profile'): StepConfig[] {
  return flow.steps.filter((step) => (mode === 'signup' ? !step.profileOnly : !step.signUpOnly));
}
