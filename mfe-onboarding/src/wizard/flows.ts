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
  label: 'Bank & Letters',
  sections: ['bankAndLetters'],
  schema: bankAndLettersSchema,
  profileOnly: true,
};

export const CLAIMANT_FLOW: FlowConfig = {
  id: 'claimant',
  title: 'Claimant Sign Up',
  signUpPath: '/claimantsignup',
  profilePath: '/claimantprofile',
  userType: 'Claimant',
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: () => 'Claimant Signup successfull',
  steps: [
    { id: 'userdetails', label: 'User Details', sections: ['customerType', 'person', 'company', 'contact'], schema: companyUserDetailsSchema },
    { id: 'additionaldetails', label: 'Additional Details', sections: ['address', 'identity'], schema: additionalDetailsSchema('company'), unlock: email },
    {
      id: 'termsandconditions',
      label: 'Terms & Conditions',
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
  title: 'Arbitrator Sign Up',
  signUpPath: '/arbitratorsignup',
  profilePath: '/arbitratorprofile',
  userType: 'Arbitrator',
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: () => 'Arbitrator Entroll successfull',
  steps: [
    personDetails('userdetails', 'User Details'),
    personAdditional('additionaldetails', 'Additional Details'),
    {
      id: 'arbitratordetails',
      label: 'Arbitrator Details',
      sections: ['barCouncil', 'category', 'specialization', 'languages', 'education', 'training'],
      schema: professionalDetailsSchema(true),
      unlock: aadhaar,
    },
    {
      id: 'arbitrationexperience',
      label: 'Arbitration Experience',
      sections: ['experienceCounts', 'profession'],
      schema: anyStepSchema,
      unlock: { file: 'bar_council_id' },
    },
    bankAndLetters,
    {
      id: 'termsandconditions',
      label: 'Terms & Conditions',
      sections: ['terms'],
      schema: anyStepSchema,
      unlock: { savedStep: 'arbitrationexperience' },
      signUpOnly: true,
    },
  ],
};

export const ADVOCATE_FLOW: FlowConfig = {
  id: 'advocate',
  title: 'Advocate Sign Up',
  signUpPath: '/advocatesignup',
  profilePath: '/advocateprofile',
  userType: 'Lawyer',
  genders: ADVOCATE_GENDERS,
  alertIncompleteRow: true,
  professionTable: 'experience',
  successToast: () => 'Advocate Signup successfull',
  steps: [
    { id: 'userdetails', label: 'User Details', sections: ['customerType', 'person', 'company', 'contact'], schema: companyUserDetailsSchema },
    { id: 'additionaldetails', label: 'Additional Details', sections: ['address', 'identity'], schema: additionalDetailsSchema('company'), unlock: email },
    {
      id: 'advocatedetails',
      label: 'Advocate Details',
      sections: ['enrolment', 'barCouncil', 'certificates', 'education', 'profession'],
      schema: professionalDetailsSchema(true),
      unlock: { field: 'taluk' },
    },
    {
      id: 'termsandconditions',
      label: 'Terms & Conditions',
      sections: ['terms'],
      schema: anyStepSchema,
      unlock: { anyOf: [{ file: 'bar_council_id' }, { field: 'taluk' }, email] },
      signUpOnly: true,
    },
  ],
};

const neutralFlow = (id: 'expert' | 'mediator', word: 'Expert' | 'Mediator', barCouncilRequired: boolean): FlowConfig => ({
  id,
  title: `${word} Sign Up`,
  signUpPath: id === 'expert' ? '/expertSignup' : '/mediatorSignup',
  profilePath: `/${id}profile`,
  userType: word,
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: () => `${word} Signup successfull`,
  steps: [
    personDetails('userdetails', 'User Details'),
    personAdditional('additionaldetails', 'Additional Details'),
    {
      id: `${id}details`,
      label: `${word} Details`,
      sections:
        id === 'expert'
          ? ['barCouncil', 'certificates', 'expertise', 'specialization', 'languages', 'education']
          : ['barCouncil', 'category', 'specialization', 'languages', 'education', 'training'],
      schema: professionalDetailsSchema(barCouncilRequired),
      unlock: aadhaar,
    },
    {
      id: `${id}experience`,
      label: `${word} Experience`,
      sections: ['experienceCounts', 'profession'],
      schema: anyStepSchema,
      unlock: { file: 'any' },
    },
    bankAndLetters,
    {
      id: 'declaration',
      label: 'Declaration',
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
  title: 'Arbitrator & Mediator Enrolment',
  signUpPath: '/arbandmedsignup',
  profilePath: null,
  userType: null,
  genders: GENDERS,
  alertIncompleteRow: false,
  professionTable: 'profession',
  successToast: (values) => `${String(values.user_type || 'Arbitrator')} Entroll successfull`,
  steps: [
    { id: 'userdetails', label: 'User Details', sections: ['role', 'person', 'contact'], schema: enrolmentUserDetailsSchema },
    { id: 'termsandconditions', label: 'Terms & Conditions', sections: ['terms'], schema: anyStepSchema, unlock: email, signUpOnly: true },
  ],
};

export const SIGN_UP_FLOWS: readonly FlowConfig[] = [CLAIMANT_FLOW, ARBITRATOR_FLOW, ADVOCATE_FLOW, EXPERT_FLOW, MEDIATOR_FLOW, ENROLMENT_FLOW];

/** The profile page of each role (SPEC §2): Med-Arb uses the arbitrator's, like the shell's modal. */
export const PROFILE_FLOW_BY_ROLE: Record<string, FlowConfig> = {
  Claimant: CLAIMANT_FLOW,
  Lawyer: ADVOCATE_FLOW,
  Arbitrator: ARBITRATOR_FLOW,
  'Med-Arb': ARBITRATOR_FLOW,
  Expert: EXPERT_FLOW,
  Mediator: MEDIATOR_FLOW,
};

/** The steps a mode shows. */
export function stepsFor(flow: FlowConfig, mode: 'signup' | 'profile'): StepConfig[] {
  return flow.steps.filter((step) => (mode === 'signup' ? !step.profileOnly : !step.signUpOnly));
}
