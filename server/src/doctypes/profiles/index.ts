export { UserRegistration } from './user-registration';
export {
  ArbitrationTraining,
  BusinessVolume,
  LanguageKnown,
  ProfessionDetail,
  QualificationDetail,
  SpecializationDetail,
} from './profile-tables';
export { ProfileReview } from './review';
