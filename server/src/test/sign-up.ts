import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { contextFor } from '../core/context';
import { listDocs } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { TestClient } from './helpers';

/*
 * A sign-up as the wizard makes it: a sign-up token, then the e-mail and the mobile proven with
 * the codes the server sends (read back from the Email Queue and SMS Log outboxes).
 */

const METHOD = '/api/method/arbitroute.api.react_api';

/** Where a test reads the codes: the outboxes by default; an SMTP test server's mail instead. */
export type CodeReader = (channel: 'email' | 'mobile', value: string) => Promise<string>;

/** A reader of the mail an SMTP test server received (SMS still from the SMS Log). */
export const smtpCodes = (app: FastifyInstance, received: readonly { to: string[]; raw: string }[]): CodeReader => async (channel, value) => {
  if (channel === 'mobile') return latestCode(app, channel, value);
  const mail = [...received].reverse().find((entry) => entry.to.includes(value) && /verification code is \d{6}/.test(entry.raw));
  const code = mail ? /verification code is (\d{6})/.exec(mail.raw)?.[1] : undefined;
  assert.ok(code, `no verification code mailed to ${value}`);
  return code;
};

/** The latest verification code mailed or texted to this address or number (the outboxes). */
export async function latestCode(app: FastifyInstance, channel: 'email' | 'mobile', value: string): Promise<string> {
  const ctx = contextFor(app.services, SYSTEM_USER);
  const rows =
    channel === 'email'
      ? ((await listDocs(ctx, 'Email Queue', { filters: JSON.stringify([['recipient', '=', value]]), fields: JSON.stringify(['message', 'creation']), order_by: 'creation desc', limit_page_length: '5' })) as { message: string }[]).map((row) => row.message)
      : ((await listDocs(ctx, 'SMS Log', { filters: JSON.stringify([['to', '=', value]]), fields: JSON.stringify(['text', 'creation']), order_by: 'creation desc', limit_page_length: '5' })) as { text: string }[]).map((row) => row.text);
  const code = rows.map((text) => /(?:code is |^)(\d{6})\b/.exec(text)?.[1]).find(Boolean);
  assert.ok(code, `no verification code sent to ${value}`);
  return code;
}

export async function startSignUpToken(client: TestClient): Promise<string> {
  const response = await client.post(`${METHOD}.start_signup`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().message.signup_token as string;
}

/** Sends a code for `value` within the sign-up `token` (or the client's account when null) and types it back. */
export async function proveIdentifier(
  app: FastifyInstance,
  client: TestClient,
  token: string | null,
  channel: 'email' | 'mobile',
  value: string,
  read: CodeReader = (ch, to) => latestCode(app, ch, to),
): Promise<void> {
  const headers = token ? { 'x-signup-token': token } : undefined;
  const sent = await client.post(`${METHOD}.send_identity_code`, { channel, value }, headers ? { headers } : {});
  assert.equal(sent.statusCode, 200, sent.body);
  const code = await read(channel, channel === 'email' ? value.trim().toLowerCase() : normalized(value));
  const verified = await client.post(`${METHOD}.verify_identity_code`, { channel, value, code }, headers ? { headers } : {});
  assert.equal(verified.statusCode, 200, verified.body);
}

const normalized = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

/** A live sign-up token whose e-mail and mobile are proven. */
export async function provenSignUp(app: FastifyInstance, client: TestClient, email: string, mobile: string, read?: CodeReader): Promise<string> {
  const token = await startSignUpToken(client);
  await proveIdentifier(app, client, token, 'email', email, read);
  await proveIdentifier(app, client, token, 'mobile', mobile, read);
  return token;
}
