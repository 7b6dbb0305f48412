import type { Doctype } from '../core/doctype/types';
import { EmailQueue } from './email-queue';
import { File } from './file';
import { HasRole } from './has-role';
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
  Salutation,
  Specialization,
  State,
} from './reference';
import { Role } from './role';
import { User } from './user';
import { UserRegistration } from './user-registration';

export { EmailQueue, File, HasRole, Role, User, UserRegistration };

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
];

/** Every doctype the app serves. New doctypes are added here. */
export const ALL_DOCTYPES: readonly Doctype[] = [
  Role,
  HasRole,
  User,
  File,
  EmailQueue,
  ...REFERENCE_DOCTYPES,
  UserRegistration,
];
