import { api } from '../client/api';
import type { FrappeClient } from '../client/types';
import { FrappeError } from '../errors';
import type { BootInfo, LoginReply, ResetPasswordInput, UserRegistrationSummary } from './types';

export const GUEST_USER = 'Guest';

export const USER_REGISTRATION_SUMMARY_FIELDS = [
  'name',
  'user_type',
  'first_name',
  'middle_name',
  'last_name',
  'customer_type',
  'company_name',
  'status',
] as const;

/**
 * Log in with an email or phone number. Resolves only on success; a refusal (even one the server
 * answers with 200 and `success: false`) is thrown as a FrappeError with status 401.
 */
export async function login(loginId: string, password: string, client: FrappeClient = api): Promise<LoginReply> {
  // A refusal may come as 200 with `success: false` and a message, so nothing of the reply is taken on trust.
  const reply = (await client.call('login', { login_id: loginId, password }, { httpMethod: 'POST' })) as
    | (Partial<LoginReply> & { message?: string })
    | undefined;
  if (!reply || reply.success !== true || typeof reply.user !== 'string') {
    throw new FrappeError({
      status: 401,
      excType: 'AuthenticationError',
      message: typeof reply?.message === 'string' && reply.message ? reply.message : 'Invalid credentials',
      body: reply,
    });
  }
  return { ...reply, roles: reply.roles ?? [] } as LoginReply;
}

export async function logout(client: FrappeClient = api): Promise<void> {
  await client.callPath('logout', undefined, { httpMethod: 'POST' });
}

/** Who the server thinks we are; used at start-up to resume or drop a stored session. */
export async function getBootInfo(client: FrappeClient = api): Promise<BootInfo> {
  const info: BootInfo | undefined = await client.call('get_boot_info', undefined, { httpMethod: 'GET' });
  return info ?? { user: GUEST_USER };
}

export function isGuest(info: BootInfo): boolean {
  return !info.user || info.user === GUEST_USER;
}

export function forgetPassword(email: string, client: FrappeClient = api): Promise<unknown> {
  return client.call('forget_password', { email }, { httpMethod: 'POST' });
}

export function resetPassword(input: ResetPasswordInput, client: FrappeClient = api): Promise<unknown> {
  return client.call(
    'reset_password',
    {
      email: input.email,
      old_password: input.old_password,
      new_password: input.new_password,
      confirm_password: input.confirm_password,
    },
    { httpMethod: 'POST' },
  );
}

/** The user's User Registration summary, or null when they have none (e.g. a case manager). */
export async function fetchUserRegistration(
  email: string,
  client: FrappeClient = api,
): Promise<UserRegistrationSummary | null> {
  const rows = await client.getList<UserRegistrationSummary>('User Registration', {
    fields: [...USER_REGISTRATION_SUMMARY_FIELDS],
    filters: [['email_id', '=', email]],
    limitPageLength: 1,
  });
  return rows[0] ?? null;
}
