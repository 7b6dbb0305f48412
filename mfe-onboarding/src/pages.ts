import { profilePage } from './profile/ProfilePage';
import { signUpPage } from './signup/SignUpWizardPage';
import { ADVOCATE_FLOW, ARBITRATOR_FLOW, CLAIMANT_FLOW, ENROLMENT_FLOW, EXPERT_FLOW, MEDIATOR_FLOW } from './wizard/flows';

export const ClaimantSignUp = signUpPage(CLAIMANT_FLOW);
export const ArbitratorSignUp = signUpPage(ARBITRATOR_FLOW);
export const AdvocateSignUp = signUpPage(ADVOCATE_FLOW);
export const ExpertSignUp = signUpPage(EXPERT_FLOW);
export const MediatorSignUp = signUpPage(MEDIATOR_FLOW);
export const EnrolmentSignUp = signUpPage(ENROLMENT_FLOW);

export const ClaimantProfile = profilePage(CLAIMANT_FLOW);
export const ArbitratorProfile = profilePage(ARBITRATOR_FLOW);
export const AdvocateProfile = profilePage(ADVOCATE_FLOW);
export const ExpertProfile = profilePage(EXPERT_FLOW);
export const MediatorProfile = profilePage(MEDIATOR_FLOW);
