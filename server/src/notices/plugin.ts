import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../services';
import { SYSTEM_USER } from '../core/session-user';
import type { ChannelName, ProviderReceipt } from './channel';
import { noticesOf, SMS_RECEIPT_PATH, WHATSAPP_WEBHOOK_PATH } from './config';
import { drainChannel } from './drain';
import { sweepServiceLadder } from './escalation';
import { SERVICE_QUEUE, SERVICE_SWEEP_QUEUE, type ServiceJobData } from './jobs';
import { recordReceipt, type ReceiptOutcome } from './receipts';
import { twilioReceipt, twilioSignatureValid } from './twilio-sms';
import { whatsAppChallenge, whatsAppReceipts, whatsAppSignatureValid } from './whatsapp-cloud';

/*
 * The receipt routes providers post to (no session: each request proves itself by its signature),
 * and, in a process that runs jobs, the channel drains and the escalation ladder's sweep.
 * Answers: 200 recorded, 401 bad or missing signature, 404 unknown message or no such provider
 * configured, 409 a replay (the same event again) or an event too old.
 */

export interface NoticesPluginOptions {
  runJobs: boolean;
  /** How often to sweep the escalation ladder (ms); default never. */
  sweepIntervalMs?: number;
}

function answer(reply: FastifyReply, outcomes: ReceiptOutcome[]) {
  const recorded = outcomes.filter((outcome) => outcome === 'recorded').length;
  if (recorded > 0 || outcomes.length === 0) return reply.code(200).send({ recorded });
  if (outcomes.every((outcome) => outcome === 'unknown')) return reply.code(404).send({ error: 'No such message' });
  return reply.code(409).send({ error: 'Already recorded or too old: refused as a replay' });
}

async function record(services: AppServices, channel: ChannelName, receipts: ProviderReceipt[], payload: string, signature: string): Promise<ReceiptOutcome[]> {
  const outcomes: ReceiptOutcome[] = [];
  const now = noticesOf(services).now();
  for (const receipt of receipts) {
    outcomes.push(await recordReceipt(services.db, channel, receipt, { payload, signature, source: 'Webhook', recordedBy: SYSTEM_USER.name }, now));
  }
  return outcomes;
}

async function smsReceipt(request: FastifyRequest, reply: FastifyReply) {
  const { services } = request.server;
  const notices = noticesOf(services);
  if (!notices.sms || !notices.publicUrl) return reply.code(404).send({ error: 'No SMS provider is configured' });
  const params = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
  const signature = request.headers['x-twilio-signature'];
  // Twilio signs the URL it was given (StatusCallback), not the one this proxy-fronted server sees.
  if (!twilioSignatureValid(notices.sms.authToken, `${notices.publicUrl}${SMS_RECEIPT_PATH}`, params, signature)) {
    return reply.code(401).send({ error: 'Bad signature' });
  }
  if (params.AccountSid !== notices.sms.accountSid) return reply.code(401).send({ error: 'Not our account' });
  const receipt = twilioReceipt(params);
  if (!receipt) return reply.code(200).send({ recorded: 0 });
  return answer(reply, await record(services, 'SMS', [receipt], new URLSearchParams(params).toString(), String(signature)));
}

async function whatsAppHandshake(request: FastifyRequest, reply: FastifyReply) {
  const whatsapp = noticesOf(request.server.services).whatsapp;
  const challenge = whatsapp ? whatsAppChallenge(whatsapp, request.query as Record<string, unknown>) : null;
  if (challenge === null) return reply.code(403).send({ error: 'Verification refused' });
  return reply.code(200).header('content-type', 'text/plain').send(challenge);
}

async function whatsAppStatus(request: FastifyRequest, reply: FastifyReply) {
  const { services } = request.server;
  const whatsapp = noticesOf(services).whatsapp;
  if (!whatsapp) return reply.code(404).send({ error: 'No WhatsApp provider is configured' });
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const signature = request.headers['x-hub-signature-256'];
  if (!whatsAppSignatureValid(whatsapp.appSecret, raw, signature)) return reply.code(401).send({ error: 'Bad signature' });
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return reply.code(400).send({ error: 'Not JSON' });
  }
  return answer(reply, await record(services, 'WhatsApp', whatsAppReceipts(body), raw.toString('utf8'), String(signature)));
}

export async function noticesPlugin(app: FastifyInstance, options: NoticesPluginOptions): Promise<void> {
  app.post(SMS_RECEIPT_PATH, smsReceipt);
  // The signature covers the raw bytes: this route keeps the body unparsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.get(WHATSAPP_WEBHOOK_PATH, whatsAppHandshake);
    scope.post(WHATSAPP_WEBHOOK_PATH, whatsAppStatus);
  });
  if (!options.runJobs) return;
  const { services } = app;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => clearInterval(timer));
  app.addHook('onReady', async () => {
    await services.jobs.work<ServiceJobData>(SERVICE_QUEUE, async (job) => {
      const result = await drainChannel(services, job.data.channel, { origin: job.data.origin, budgetMs: 60_000 });
      const key = { singletonKey: `drain-${job.data.channel}` };
      if (result.deferredUntil) await services.jobs.send(SERVICE_QUEUE, job.data, { ...key, startAfterSeconds: Math.ceil((result.deferredUntil.getTime() - noticesOf(services).now()) / 1000) });
      else if (result.more) await services.jobs.send(SERVICE_QUEUE, job.data, { ...key, startAfterSeconds: 0 });
      else if (result.waiting > 0) await services.jobs.send(SERVICE_QUEUE, job.data, { ...key, startAfterSeconds: 30 });
    });
    if (options.sweepIntervalMs) {
      const slotSeconds = Math.max(1, Math.round(options.sweepIntervalMs / 1000));
      await services.jobs.work(SERVICE_SWEEP_QUEUE, async () => {
        const result = await sweepServiceLadder(services);
        if (result.toPost || result.toDecision) app.log.info(result, 'service escalation sweep');
      });
      const tick = () => {
        services.jobs.send(SERVICE_SWEEP_QUEUE, {}, { singletonSeconds: slotSeconds }).catch((error: unknown) => app.log.error({ err: error }, 'queueing the service sweep failed'));
      };
      tick();
      timer = setInterval(tick, options.sweepIntervalMs);
      timer.unref();
    }
  });
}
