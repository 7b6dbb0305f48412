import { useQuery } from '@tanstack/react-query';
import { api, sinceOpened, type FrappeFile, type OpenedDoc } from 'shared-api';
import { useReferenceList } from 'shared-ui';
import { onboardingKeys } from '../keys';

/** SPEC §2: each wizard loads states, salutations, genders, specializations, languages, categories. */
export { useDistricts, useSalutations, useStates } from 'shared-ui';
export const useSpecializations = () => useReferenceList('Specialization', 'specialization', 50);
export const useLanguages = () => useReferenceList('Language', 'language_name', 100);
export const useArbitratorCategories = () => useReferenceList('Arbitrator Category', 'arbitrator_category', 100);

/** SPEC §7 validate_email: true when the address is already registered. */
export async function emailTaken(email: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await api.call('validate_email', { email_id: email }, { httpMethod: 'POST', signal });
  return reply?.error === true;
}

export type IdentityChannel = 'email' | 'mobile';

export interface CodeSent {
  /** The address or number, masked, as the code went to it. */
  to: string;
  expires_in: number;
  resend_after: number;
}

/** Sends a code proving an e-mail or mobile: within a guest's sign-up (its token) or for the signed-in account. */
export function sendIdentityCode(channel: IdentityChannel, value: string, token: string | null): Promise<CodeSent> {
  return api.call('send_identity_code', { channel, value, ...(token ? { signup_token: token } : {}) }, { httpMethod: 'POST' });
}

/** Checks the code typed back; resolves once the value is proven. */
export async function verifyIdentityCode(channel: IdentityChannel, value: string, code: string, token: string | null): Promise<void> {
  await api.call('verify_identity_code', { channel, value, code, ...(token ? { signup_token: token } : {}) }, { httpMethod: 'POST' });
}

/** A guest sign-up's upload token (see the server's profiles/sign-up-token.ts). */
export async function startSignUp(): Promise<string> {
  const reply = await api.call('start_signup', undefined, { httpMethod: 'POST' });
  return reply.signup_token;
}

/** Uploads a sign-up file (with the token) or a profile file (to the profile itself). */
export function uploadProfileFile(file: File, target: { token: string } | { docname: string }, fieldname: string): Promise<FrappeFile> {
  return api.upload(file, {
    doctype: 'User Registration',
    fieldname,
    isPrivate: true,
    ...('token' in target ? { extraFields: { signup_token: target.token } } : { docname: target.docname }),
  });
}

export interface RegistrationDoc extends Record<string, unknown> {
  name: string;
  status?: string;
  user_type?: string;
}

export function createRegistration(doc: Record<string, unknown>, token: string | null): Promise<RegistrationDoc> {
  return api.createDoc<RegistrationDoc>('User Registration', token ? { ...doc, signup_token: token } : doc);
}

/**
 * Saves the profile the form opened (`opened`: its name and the version it showed): a save made
 * meanwhile elsewhere (another tab, the case manager) is refused instead of overwritten.
 */
export function updateRegistration(opened: OpenedDoc, doc: Record<string, unknown>): Promise<RegistrationDoc> {
  return api.updateDoc<RegistrationDoc>('User Registration', opened.name, sinceOpened(opened, doc));
}

/** The logged-in user's own registration, whole (child tables included). */
export function useOwnRegistration(email: string | null) {
  return useQuery({
    queryKey: onboardingKeys.ownRegistration(email),
    enabled: Boolean(email),
    queryFn: async ({ signal }) => {
      const [row] = await api.getList<{ name: string }>('User Registration', { fields: ['name'], filters: [['email_id', '=', email]], limitPageLength: 1 }, { signal });
      if (!row) return null;
      return api.getDoc<RegistrationDoc>('User Registration', row.name, { signal });
    },
  });
}
