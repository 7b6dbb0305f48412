import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../notices/twilio-sms';
import { whatsAppSignature } from '../notices/whatsapp-cloud';

/*
 * Local HTTP servers that implement the providers' documented APIs, for tests and the benchmark:
 * Twilio's Messages resource with its signed StatusCallback, and the WhatsApp Business Cloud API's
 * messages endpoint with its signed status webhook. Each can be told to fail (5xx, 429 with
 * Retry-After) and records what it was sent.
 */

interface Fault {
  status: number;
  times: number;
  retryAfter?: string;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  body: string;
  statusCallback: string | null;
}

export interface LocalTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  messages: TwilioMessage[];
  /** Requests answered, faults included. */
  requests: number;
  /** The next `times` sends answer `status` (429 with Retry-After when given). */
  failNext(status: number, times: number, retryAfter?: string): void;
  /** The signed StatusCallback Twilio would POST for this message (not sent). */
  callback(sid: string, status: string, extra?: Record<string, string>): { url: string; body: string; headers: Record<string, string> };
  /** POSTs that callback to the message's StatusCallback URL; the response status. */
  deliverReceipt(sid: string, status: string, extra?: Record<string, string>): Promise<number>;
  close(): Promise<void>;
}

export async function startLocalTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<LocalTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: TwilioMessage[] = [];
  let fault: Fault | null = null;
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      state.requests += 1;
      const body = await readBody(request);
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (request.method !== 'POST' || request.url !== path) return json(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      if (fault && fault.times > 0) {
        fault.times -= 1;
        const headers: Record<string, string> = fault.retryAfter ? { 'retry-after': fault.retryAfter } : {};
        return json(response, fault.status, { code: fault.status === 429 ? 20429 : 20500, message: fault.status === 429 ? 'Too Many Requests' : 'Internal Server Error', status: fault.status }, headers);
      }
      const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
      if (!/^\+\d{8,15}$/.test(form.To ?? '')) return json(response, 400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      if (!form.Body) return json(response, 400, { code: 21602, message: 'Message body is required.', status: 400 });
      if (!form.From && !form.MessagingServiceSid) return json(response, 400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
      const message: TwilioMessage = { sid: `SM${randomBytes(16).toString('hex')}`, to: form.To, from: form.From ?? null, body: form.Body, statusCallback: form.StatusCallback ?? null };
      messages.push(message);
      json(response, 201, { sid: message.sid, account_sid: accountSid, to: message.to, from: message.from, body: message.body, status: 'queued', date_created: new Date().toUTCString(), num_segments: '1', direction: 'outbound-api', error_code: null, error_message: null });
    })().catch(() => json(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 }));
  });
  const url = await listen(server);
  const callback = (sid: string, status: string, extra: Record<string, string> = {}) => {
    const message = messages.find((candidate) => candidate.sid === sid);
    if (!message?.statusCallback) throw new Error(`No message ${sid} with a StatusCallback`);
    const params = { AccountSid: accountSid, ApiVersion: '2010-04-01', From: message.from ?? '', MessageSid: sid, MessageStatus: status, SmsSid: sid, SmsStatus: status, To: message.to, ...extra };
    return {
      url: message.statusCallback,
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, message.statusCallback, params) },
    };
  };
  return {
    url,
    accountSid,
    authToken,
    messages,
    get requests() {
      return state.requests;
    },
    failNext(status, times, retryAfter) {
      fault = { status, times, retryAfter };
    },
    callback,
    async deliverReceipt(sid, status, extra) {
      const signed = callback(sid, status, extra);
      const response = await fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => close(server),
  };
}

export interface WhatsAppMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface LocalWhatsApp {
  url: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  messages: WhatsAppMessage[];
  requests: number;
  failNext(status: number, times: number, retryAfter?: string): void;
  /** A status webhook body for these messages, and its headers (signed unless `secret` says otherwise). */
  webhook(statuses: { id: string; status: string; timestamp?: number }[], secret?: string): { body: string; headers: Record<string, string> };
  /** POSTs such a webhook to `webhookUrl`; the response status. */
  deliverStatus(webhookUrl: string, statuses: { id: string; status: string; timestamp?: number }[]): Promise<number>;
  close(): Promise<void>;
}

export async function startLocalWhatsApp(options: { apiVersion?: string } = {}): Promise<LocalWhatsApp> {
  const apiVersion = options.apiVersion ?? 'v21.0';
  const phoneNumberId = String(100000000000000 + Math.floor(Math.random() * 1e9));
  const accessToken = `EAAG${randomBytes(24).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const messages: WhatsAppMessage[] = [];
  let fault: Fault | null = null;
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      state.requests += 1;
      const raw = await readBody(request);
      if (request.method !== 'POST' || request.url !== `/${apiVersion}/${phoneNumberId}/messages`) {
        return json(response, 400, { error: { message: 'Unsupported post request.', type: 'GraphMethodException', code: 100 } });
      }
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        return json(response, 401, { error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 } });
      }
      if (fault && fault.times > 0) {
        fault.times -= 1;
        const headers: Record<string, string> = fault.retryAfter ? { 'retry-after': fault.retryAfter } : {};
        const code = fault.status === 429 ? 130429 : 131000;
        return json(response, fault.status, { error: { message: fault.status === 429 ? '(#130429) Rate limit hit' : '(#131000) Something went wrong', type: 'OAuthException', code } }, headers);
      }
      const body = JSON.parse(raw.toString('utf8')) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: { name?: string; language?: { code?: string }; components?: { parameters?: { text?: string }[] }[] };
      };
      if (body.messaging_product !== 'whatsapp') return json(response, 400, { error: { message: '(#100) The parameter messaging_product is required.', code: 100 } });
      if (!/^\d{8,15}$/.test(body.to ?? '')) return json(response, 400, { error: { message: '(#100) Invalid parameter', code: 100 } });
      if (body.type !== 'template' || !body.template?.name || !body.template.language?.code) {
        // Outside the 24-hour window only templates may open a conversation.
        return json(response, 400, { error: { message: '(#131047) Re-engagement message', code: 131047 } });
      }
      const message: WhatsAppMessage = {
        id: `wamid.${randomBytes(24).toString('base64url')}`,
        to: body.to!,
        template: body.template.name,
        language: body.template.language.code,
        parameters: (body.template.components ?? []).flatMap((component) => (component.parameters ?? []).map((parameter) => parameter.text ?? '')),
      };
      messages.push(message);
      json(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: message.id }] });
    })().catch(() => json(response, 500, { error: { message: 'Internal', code: 1 } }));
  });
  const url = await listen(server);
  const webhook = (statuses: { id: string; status: string; timestamp?: number }[], secret = appSecret) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{
        id: '102290129340398',
        changes: [{
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            statuses: statuses.map((status) => {
              const message = messages.find((candidate) => candidate.id === status.id);
              return {
                id: status.id,
                status: status.status,
                timestamp: String(status.timestamp ?? Math.floor(Date.now() / 1000)),
                recipient_id: message?.to ?? '',
                ...(status.status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
              };
            }),
          },
        }],
      }],
    });
    return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsAppSignature(secret, body) } };
  };
  return {
    url,
    apiVersion,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    messages,
    get requests() {
      return state.requests;
    },
    failNext(status, times, retryAfter) {
      fault = { status, times, retryAfter };
    },
    webhook,
    async deliverStatus(webhookUrl, statuses) {
      const signed = webhook(statuses);
      const response = await fetch(webhookUrl, { method: 'POST', headers: signed.headers, body: signed.body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => close(server),
  };
}
