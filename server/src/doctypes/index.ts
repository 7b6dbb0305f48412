import type { Doctype } from '../core/doctype/types';
import { AuditTrail } from './audit';
import { Award } from './awards';
import { DataImport, DataImportLog, Lot } from './bulk';
import { CaseAttachmentDocument, Claim, ClaimantTable, Dispute, RespondentTable } from './cases';
import { ConsentAndDisclosureDispatch, DispatchDetail, DocumentDispatchTracker, FhnAndMomDispatch, ShnS17OrderAndMomDispatch } from './dispatches';
import { AdditionalPleading, ArbitrationDocument, RespondentReply } from './documents';
import { EmailQueue } from './email-queue';
import { File } from './file';
import { HasRole } from './has-role';
import { Hearing, HearingAttendee } from './hearings';
import { Invoice } from './invoices';
import {
  ArbitrationTraining,
  BusinessVolume,
  LanguageKnown,
  ProfessionDetail,
  ProfileReview,
  QualificationDetail,
  SpecializationDetail,
  UserRegistration,
} from './profiles';
import {
  ArbitrationType,
  ArbitratorCategory,
  Country,
  Designation,
  DispatchChannel,
  District,
  DocumentType,
  Gender,
  IndustryType,
  InvoiceStatus,
  Language,
  NatureOfDispute,
  Salutation,
  Specialization,
  State,
  TaxWithholdingCategory,
} from './reference';
import { Registration, Settlement } from './settlements';
import { Role } from './role';
import { SmsLog } from '../respondent-access/sms-log';
import { StatutoryReminder } from '../statutory-clock/statutory-reminder';
import { PrintVerification } from '../printing/print-verification';
import { APPOINTMENT_DOCTYPES } from '../appointments/doctypes';
import { SERVICE_DOCTYPES } from '../notices/doctypes';
import { SettlementOffer } from '../settlement-terms/settlement-offer';
import { User } from './user';
import type { DocEventSubscription } from '../core/doctype/events';
import { CASE_EVENTS } from './cases/case-events';

export { AuditTrail, Claim, Dispute, EmailQueue, File, HasRole, Hearing, Role, User, UserRegistration };

export const REFERENCE_DOCTYPES: readonly Doctype[] = [
  State,
  District,
  Salutation,
  Gender,
  Language,
  Designation,
  Country,
  IndustryType,
  DocumentType,
  DispatchChannel,
  InvoiceStatus,
  ArbitratorCategory,
  Specialization,
  ArbitrationType,
  NatureOfDispute,
  TaxWithholdingCategory,
];

const PROFILE_DOCTYPES: readonly Doctype[] = [
  UserRegistration,
  QualificationDetail,
  ProfessionDetail,
  ArbitrationTraining,
  SpecializationDetail,
  LanguageKnown,
  BusinessVolume,
  ProfileReview,
];

/** Cases and the documents that belong to them (their access follows the case). */
export const CASE_DOCTYPES: readonly Doctype[] = [
  Claim,
  Dispute,
  ClaimantTable,
  RespondentTable,
  CaseAttachmentDocument,
  Hearing,
  HearingAttendee,
  Award,
  ArbitrationDocument,
  RespondentReply,
  AdditionalPleading,
  Settlement,
  SettlementOffer,
  Registration,
  Invoice,
  DocumentDispatchTracker,
  ShnS17OrderAndMomDispatch,
  FhnAndMomDispatch,
  ConsentAndDisclosureDispatch,
  DispatchDetail,
];

/** Every doctype the app serves. New doctypes are added here. */
export const ALL_DOCTYPES: readonly Doctype[] = [
  Role,
  HasRole,
  User,
  File,
  EmailQueue,
  SmsLog,
  StatutoryReminder,
  PrintVerification,
  AuditTrail,
  ...REFERENCE_DOCTYPES,
  ...PROFILE_DOCTYPES,
  ...CASE_DOCTYPES,
  Lot,
  DataImport,
  DataImportLog,
  ...APPOINTMENT_DOCTYPES,
  ...SERVICE_DOCTYPES,
];

/** Every subscription to another doctype's events (see core/doctype/events.ts). */
export const DOC_EVENTS: readonly DocEventSubscription[] = [...CASE_EVENTS];
