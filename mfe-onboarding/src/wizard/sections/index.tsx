import type { ComponentType } from 'react';
import type { SectionId } from '../types';
import { AddressSection, IdentitySection } from './AddressSections';
import { CompanySection, ContactSection, CustomerTypeSection, PersonSection, RoleSection } from './PersonSections';
import {
  BankAndLettersSection,
  BarCouncilSection,
  CategorySection,
  CertificatesSection,
  DeclarationSection,
  EnrolmentSection,
  ExperienceCountsSection,
  ExpertiseSection,
  LanguagesSection,
  SpecializationSection,
  TermsSection,
} from './ProfessionalSections';
import { RowTableSection } from './RowTableSection';

/** Each section id of a flow configuration and the component that draws it. */
export const SECTIONS: Record<SectionId, ComponentType> = {
  role: RoleSection,
  customerType: CustomerTypeSection,
  person: PersonSection,
  company: CompanySection,
  contact: ContactSection,
  address: AddressSection,
  identity: IdentitySection,
  enrolment: EnrolmentSection,
  barCouncil: BarCouncilSection,
  certificates: CertificatesSection,
  education: () => <RowTableSection table="qualification" />,
  profession: () => <RowTableSection table="profession" />,
  training: () => <RowTableSection table="arbitration_training" />,
  specialization: SpecializationSection,
  category: CategorySection,
  languages: LanguagesSection,
  expertise: ExpertiseSection,
  experienceCounts: ExperienceCountsSection,
  bankAndLetters: BankAndLettersSection,
  terms: TermsSection,
  declaration: DeclarationSection,
};
