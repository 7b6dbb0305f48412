import fp from 'fastify-plugin';
import { MAIL_QUEUE } from '../mail/smtp-mailer';
import { deliverQueuedSms, SMS_QUEUE } from '../respondent-access/sms-jobs';
import type { AppServices } from '../services';

/**
 * Runs the delivery jobs in this process: mail the SMTP server did not take at the first attempt
 * (`mail-send`) and dispatch texts the SMS provider did not take (`sms-send`), two of each at once.
 */
export const jobWorkersPlugin = fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const { services } = app;
      const { mailer, jobs } = services;
      if (mailer.deliverQueued) await jobs.work<{ queue: string }>(MAIL_QUEUE, (job) => mailer.deliverQueued!(job), { concurrency: 2 });
      await jobs.work<{ log: string }>(SMS_QUEUE, (job) => deliverQueuedSms(services, job), { concurrency: 2 });
      if (jobs.kind === 'in-process') await requeueDeliveries(services, Boolean(mailer.deliverQueued));
    });
  },
  { name: 'job-workers', dependencies: ['services'] },
);

/**
 * The in-process queue (PGlite) forgets its jobs when the process stops; the records remember:
 * an Email Queue or SMS Log record "Not Sent" with an error is one a job was retrying. Each gets
 * a job again, after the first retry's delay (a provider is plugged in after the app starts).
 */
async function requeueDeliveries(services: AppServices, smtp: boolean): Promise<void> {
  if (smtp) {
    const { rows } = await services.db.query<{ name: string }>(`SELECT "name" FROM "tabEmail Queue" WHERE "status" = 'Not Sent' AND "error" IS NOT NULL`);
    for (const { name } of rows) await services.jobs.send(MAIL_QUEUE, { queue: name }, { singletonKey: name, startAfterSeconds: 1 });
  }
  const { rows } = await services.db.query<{ name: string }>(`SELECT "name" FROM "tabSMS Log" WHERE "status" = 'Not Sent' AND "error" IS NOT NULL`);
  for (const { name } of rows) await services.jobs.send(SMS_QUEUE, { log: name }, { singletonKey: name, startAfterSeconds: services.config.smsRetry.delaySeconds });
}
