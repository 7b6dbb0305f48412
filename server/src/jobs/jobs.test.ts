import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openPostgres, type Db } from '../db';
import { createTestApp, TEST_DB, until } from '../test/helpers';
import type { Job, QueueDefinition } from './queue';

/*
 * The job queue as the app runs it: pg-boss on PostgreSQL, the in-process queue on PGlite. The
 * same handlers and the same expectations on both; on PostgreSQL also two app instances on one
 * database (two server processes): a job sent by one runs on the other, and a job running in an
 * instance that stops is given back and finished by the other.
 */

const fast = { run: true, pollSeconds: 0.5, graceMs: 1000 };

function testQueue(name: string, overrides: Partial<QueueDefinition> = {}): QueueDefinition {
  return { name, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 60, ...overrides };
}

/** A pg-boss job's state, read from its table (in the app's schema). */
async function jobState(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ state: string }>(`SELECT "state" FROM job WHERE "id" = $1`, [id]);
  return rows[0]?.state;
}

describe(`background jobs (${TEST_DB})`, () => {
  let app: FastifyInstance;

  before(async () => {
    app = await createTestApp({ jobs: fast });
  });
  after(() => app.close());

  it('runs a job sent to its queue, with its data', async () => {
    const { jobs } = app.services;
    await jobs.define(testQueue('test-echo'));
    const seen: Job<{ n: number }>[] = [];
    await jobs.work<{ n: number }>('test-echo', async (job) => {
      seen.push(job);
    });
    const id = await jobs.send('test-echo', { n: 7 });
    assert.ok(id);
    const job = await until('the job', () => seen[0]);
    assert.deepEqual([job.id, job.data, job.retryCount], [id, { n: 7 }, 0]);
  });

  it('retries a handler that throws, waiting longer each time, then marks the job failed', async () => {
    const { jobs } = app.services;
    await jobs.define(testQueue('test-flaky', { retryLimit: 2, retryDelaySeconds: 1 }));
    const attempts: { at: number; retryCount: number }[] = [];
    await jobs.work('test-flaky', async (job) => {
      attempts.push({ at: Date.now(), retryCount: job.retryCount });
      throw new Error('the provider is down');
    });
    const id = (await jobs.send('test-flaky', {}))!;
    await until('three attempts', () => attempts.length >= 3);
    assert.deepEqual(
      attempts.map((attempt) => attempt.retryCount),
      [0, 1, 2],
    );
    const gaps = [attempts[1].at - attempts[0].at, attempts[2].at - attempts[1].at];
    // Doubling with jitter: the first retry waits 1–2 s, the second 2–4 s.
    assert.ok(gaps[0] >= 900, `first retry after ${gaps[0]} ms`);
    assert.ok(gaps[1] >= 1900, `second retry after ${gaps[1]} ms`);
    if (TEST_DB === 'postgres') assert.equal(await until('the failed state', async () => (await jobState(app.services.db, id)) === 'failed' && 'failed'), 'failed');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal(attempts.length, 3, 'no attempt after the last retry');
  });

  it('a job sent in a transaction that rolls back never runs', async () => {
    const { jobs, db } = app.services;
    await jobs.define(testQueue('test-tx'));
    const seen: string[] = [];
    await jobs.work<{ tag: string }>('test-tx', async (job) => {
      seen.push(job.data.tag);
    });
    await assert.rejects(
      db.transaction(async () => {
        await jobs.send('test-tx', { tag: 'rolled back' });
        throw new Error('the request failed');
      }),
      /the request failed/,
    );
    await jobs.send('test-tx', { tag: 'kept' });
    await until('the kept job', () => seen.includes('kept'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The in-process queue runs what was sent; its handlers check their record (gone with the rollback).
    if (TEST_DB === 'postgres') assert.deepEqual(seen, ['kept']);
  });

  it('one job per time slot, however many processes ask (the statutory sweep)', async () => {
    const { jobs } = app.services;
    await jobs.define(testQueue('test-slot', { unique: true }));
    const first = await jobs.send('test-slot', {}, { singletonSeconds: 3600 });
    const second = await jobs.send('test-slot', {}, { singletonSeconds: 3600 });
    assert.ok(first);
    assert.equal(second, null);
  });

  it('refuses an undeclared queue and a bad queue name', async () => {
    await assert.rejects(app.services.jobs.send('test-undeclared', {}), /not defined/);
    await assert.rejects(app.services.jobs.define(testQueue('bad name!')), /Invalid job queue name/);
  });
});

describe(`background jobs across two server processes (${TEST_DB})`, { skip: TEST_DB !== 'postgres' && 'PGlite is opened by one process' }, () => {
  let one: FastifyInstance;
  let two: FastifyInstance | null;

  before(async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    one = await buildApp({ db: await openPostgres(url, { schema, dropSchemaOnClose: true, max: 5 }), jobs: fast });
    two = await buildApp({ db: await openPostgres(url, { schema, max: 5 }), jobs: fast });
  });
  after(async () => {
    await two?.close();
    await one.close();
  });

  it('a job sent by one process runs on the other', async () => {
    const queue = testQueue('test-handoff');
    await one.services.jobs.define(queue);
    await two!.services.jobs.define(queue);
    const ranOn: string[] = [];
    await two!.services.jobs.work('test-handoff', async () => {
      ranOn.push('two');
    });
    await one.services.jobs.send('test-handoff', {});
    await until('the job on the other process', () => ranOn.length > 0);
    assert.deepEqual(ranOn, ['two']);
  });

  it('a process stopped mid-job gives it back, and the other finishes it', async () => {
    const queue = testQueue('test-crash', { retryLimit: 3, retryDelaySeconds: 1 });
    await one.services.jobs.define(queue);
    await two!.services.jobs.define(queue);
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let startedOnTwo = false;
    await two!.services.jobs.work('test-crash', async () => {
      startedOnTwo = true;
      await stuck; // still running when its process stops
    });
    const id = (await one.services.jobs.send('test-crash', { tag: 'survivor' }))!;
    await until('the job to start on two', () => startedOnTwo);

    const finished: Job<{ tag: string }>[] = [];
    await one.services.jobs.work<{ tag: string }>('test-crash', async (job) => {
      finished.push(job);
    });
    // Two stops: its job gets the grace (1 s) to finish, then is given back for a retry.
    await two!.close();
    two = null;
    const job = await until('the job to finish on one', () => finished[0]);
    assert.deepEqual([job.id, job.data.tag, job.retryCount], [id, 'survivor', 1]);
    assert.equal(await until('the completed state', async () => (await jobState(one.services.db, id)) === 'completed' && 'completed'), 'completed');
    release();
  });
});
