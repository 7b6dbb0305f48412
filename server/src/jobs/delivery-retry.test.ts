import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { configureRespondentAccess } from '../respondent-access';
import { demoCaseNames, type DemoCaseKey } from '../test/demo-cases';
import { createTestApp, resourceUrl, TEST_DB, TestClient, until, signInDemo } from '../test/helpers';
import { startSmtp, type TestSmtp } from '../test/smtp';
import { callApi, messageOf } from '../test/methods';

type Row = Record<string, any>;

describe(`mail and texts retried by jobs (${TEST_DB})`, () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let cases: Record<DemoCaseKey, string>;
  const as: Record<string, TestClient> = {};

  before(async () => {
    smtp = await startSmtp();
    app = await createTestApp({
      demoData: true,
      smtp: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'ArbitRoute <no-reply@example.in>' },
      // Three attempts in all: the request's, then two jobs 1 s and 1–2 s later.
      jobs: { run: true, pollSeconds: 0.5, graceMs: 1000, mailRetry: { limit: 2, delaySeconds: 1 }, smsRetry: { limit: 2, delaySeconds: 1 } },
    });
    cases = await demoCaseNames(app);
    Object.assign(as, await signInDemo(app, ['arbitrator', 'admin']));
  });
  after(async () => {
    await app.close();
    await smtp.close();
  });

  const claimRow = async () => ((await as.admin.get(resourceUrl('Claim', cases.assignedClaim))).json().data.respondent_table as Row[])[0];
  const dispatchRow = async (doctype: string, name: string) => ((await as.admin.get(resourceUrl(doctype, name))).json().data.dispatch_details as Row[])[0];
  const emailQueue = async (name: string) => (await as.admin.get(resourceUrl('Email Queue', name))).json().data as Row;

  async function dispatchTo(doctype: string, row: Row): Promise<{ name: string; reply: Row }> {
    const borrower = await claimRow();
    const created = await as.arbitrator.post(resourceUrl(doctype), {
      claim: cases.assignedClaim,
      documents: 'Notice of the first hearing',
      dispatch_details: [{ dispatched_to: 'Meenakshi Sundaram', party_type: 'Respondent', party_row: borrower.name, ...row }],
    });
    assert.equal(created.statusCode, 200, created.body);
    const name = created.json().data.name as string;
    return { name, reply: await messageOf(callApi(as.arbitrator, 'send_dispatch', { doctype, name })) };
  }

  it('a mail the SMTP server is down for stays Queued, is retried by a job and ends Sent with its Message-ID', async () => {
    smtp.state.down = true;
    const { name, reply } = await dispatchTo('FHN And MOM Dispatch', { email: 'later@example.in', channel: 'Email' });
    assert.deepEqual([reply.sent, reply.queued, reply.failed], [0, 1, 0]);
    const queued = reply.dispatch_details[0] as Row;
    assert.equal(queued.status, 'Queued');
    const record = await emailQueue(queued.message_id);
    assert.equal(record.status, 'Not Sent', 'waiting for another attempt');
    assert.match(record.error, /421|not available/);

    smtp.state.down = false;
    const sent = await until('the row to be Sent', async () => {
      const row = await dispatchRow('FHN And MOM Dispatch', name);
      return row.status === 'Sent' && row;
    });
    const mail = smtp.received.find((entry) => entry.to.includes('later@example.in'));
    assert.ok(mail, 'the SMTP server received the mail');
    const header = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw);
    assert.equal(sent.message_id, header?.[1], 'the row has the Message-ID the server accepted');
    assert.equal(sent.send_error ?? null, null);
    const done = await emailQueue(queued.message_id);
    assert.deepEqual([done.status, done.message_id, done.error ?? null], ['Sent', header?.[1], null]);
    assert.equal(smtp.received.filter((entry) => entry.to.includes('later@example.in')).length, 1, 'sent once');
  });

  it('a mail an earlier attempt sent, whose dispatch row was left Queued, is not sent again: the job settles the row', async () => {
    smtp.state.down = true;
    const { name, reply } = await dispatchTo('FHN And MOM Dispatch', { email: 'once@example.in', channel: 'Email' });
    assert.equal(reply.queued, 1);
    const queueName = (reply.dispatch_details[0] as Row).message_id as string;
    // As an attempt leaves it when it delivered the mail but could not then update the dispatch.
    await app.services.db.query(`UPDATE "tabEmail Queue" SET "status" = 'Sent', "message_id" = '<earlier@example.in>', "error" = NULL WHERE "name" = $1`, [queueName]);
    smtp.state.down = false;
    const settled = await until('the row to be Sent', async () => {
      const row = await dispatchRow('FHN And MOM Dispatch', name);
      return row.status === 'Sent' && row;
    });
    assert.equal(settled.message_id, '<earlier@example.in>');
    assert.equal(smtp.received.filter((entry) => entry.to.includes('once@example.in')).length, 0, 'not sent a second time');
  });

  it('a mail still deferred after the last retry ends Error, and its row Failed with the reason', async () => {
    smtp.state.deferred.add('never@example.in');
    const { name, reply } = await dispatchTo('SHN S17 Order And MOM Dispatch', { email: 'never@example.in', channel: 'Email' });
    assert.equal(reply.queued, 1);
    const queueName = (reply.dispatch_details[0] as Row).message_id as string;
    const failed = await until('the row to fail', async () => {
      const row = await dispatchRow('SHN S17 Order And MOM Dispatch', name);
      return row.status === 'Failed' && row;
    });
    assert.match(failed.send_error, /451|Greylisted/);
    assert.equal(failed.message_id, queueName);
    const record = await emailQueue(queueName);
    assert.equal(record.status, 'Error');
    assert.match(record.error, /451|Greylisted/);
    // A refusal (5xx) is final at once: no job (the dispatch suite's bounce@ case).
  });

  it('a dispatch text the provider fails to take is retried by a job through the provider', async () => {
    const texts: string[] = [];
    let calls = 0;
    configureRespondentAccess(app.services, {
      sms: {
        async send(to, text) {
          calls += 1;
          if (calls === 1) throw new Error('provider timeout');
          texts.push(`${to}: ${text}`);
          return 'provider-42';
        },
      },
    });
    const { name, reply } = await dispatchTo('Consent And Disclosure Dispatch', { mobile: '9000010202', channel: 'SMS' });
    assert.deepEqual([reply.sent, reply.queued, reply.failed], [0, 1, 0]);
    const log = (reply.dispatch_details[0] as Row).message_id as string;
    const waiting = (await as.admin.get(resourceUrl('SMS Log', log))).json().data as Row;
    assert.deepEqual([waiting.status, waiting.error], ['Not Sent', 'provider timeout']);

    const sent = await until('the text to be Sent', async () => {
      const row = await dispatchRow('Consent And Disclosure Dispatch', name);
      return row.status === 'Sent' && row;
    });
    assert.equal(sent.message_id, 'provider-42');
    assert.equal(texts.length, 1);
    assert.match(texts[0], /^9000010202: .*served on you/);
    const done = (await as.admin.get(resourceUrl('SMS Log', log))).json().data as Row;
    assert.deepEqual([done.status, done.message_id], ['Sent', 'provider-42']);
  });
});
