import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { openTestDb, TEST_DB } from '../test/helpers';
import type { Db } from './types';

describe(`database adapter (${TEST_DB})`, () => {
  let db: Db;
  before(async () => {
    db = await openTestDb();
    await db.query('CREATE TABLE t (id integer PRIMARY KEY, label text)');
  });
  after(() => db.close());

  it('runs parameterised queries and reports affected rows', async () => {
    await db.query('INSERT INTO t VALUES ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const { rows } = await db.query<{ label: string }>('SELECT label FROM t WHERE id = $1', [2]);
    assert.deepEqual(rows, [{ label: 'two' }]);
    const update = await db.query('UPDATE t SET label = label WHERE id IN (1, 2)');
    assert.equal(update.rowCount, 2);
  });

  it('returns counts as numbers and timestamps as text', async () => {
    const { rows } = await db.query<{ n: unknown; ts: unknown }>(`SELECT count(*) AS n, '2026-01-02 03:04:05.5'::timestamp AS ts FROM t`);
    assert.equal(typeof rows[0].n, 'number');
    assert.equal(rows[0].ts, '2026-01-02 03:04:05.5');
  });

  it('commits a transaction and rolls one back on error', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO t VALUES (10, 'kept')`);
    });
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO t VALUES (11, 'dropped')`);
        throw new Error('boom');
      }),
      /boom/,
    );
    const { rows } = await db.query<{ id: number }>('SELECT id FROM t WHERE id IN (10, 11) ORDER BY id');
    assert.deepEqual(rows.map((row) => row.id), [10]);
  });

  it('loads COPY data given whole or in pieces made as they are sent, inside a transaction', async () => {
    let made = 0;
    // Over 1 MB of lines, so PostgreSQL takes them in more than one piece; one of them not ASCII.
    const lines = function* () {
      for (let id = 100; id < 100 + 30_000; id++) {
        made += 1;
        yield `${id}\t${id === 100 ? 'Gāndhi “East” back\\\\slash' : 'x'.repeat(40)}\n`;
      }
    };
    await db.transaction(async (tx) => {
      await tx.copyFrom('COPY t (id, label) FROM STDIN', lines());
      await tx.copyFrom('COPY t (id, label) FROM STDIN', '50000\tjoined\n50001\t\\N\n');
    });
    assert.equal(made, 30_000);
    const { rows } = await db.query<{ n: number; first: string; blank: string | null }>(
      `SELECT count(*) AS n, (SELECT label FROM t WHERE id = 100) AS first, (SELECT label FROM t WHERE id = 50001) AS blank FROM t WHERE id >= 100`,
    );
    assert.deepEqual(rows[0], { n: 30_002, first: 'Gāndhi “East” back\\slash', blank: null });
    // The same ids again: the COPY fails and its transaction leaves nothing.
    await assert.rejects(db.transaction((tx) => tx.copyFrom('COPY t (id, label) FROM STDIN', lines())));
    assert.equal((await db.query<{ n: number }>('SELECT count(*) AS n FROM t WHERE id >= 100')).rows[0].n, 30_002);
  });

  it('keeps a concurrent top-level query out of a transaction that rolls back', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO t VALUES (20, 'in transaction')`);
      await sleep(50);
      throw new Error('rollback');
    });
    const outside = db.query(`INSERT INTO t VALUES (21, 'outside')`);
    await assert.rejects(failing, /rollback/);
    await outside;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM t WHERE id IN (20, 21) ORDER BY id');
    assert.deepEqual(rows.map((row) => row.id), [21]);
  });

  it('lets code inside a transaction use the top-level handle without deadlocking', { timeout: 5000 }, async () => {
    await assert.rejects(
      db.transaction(async () => {
        await db.query(`INSERT INTO t VALUES (30, 'joined')`);
        await db.transaction(async (inner) => inner.query(`INSERT INTO t VALUES (31, 'nested')`));
        throw new Error('undo both');
      }),
      /undo both/,
    );
    const { rows } = await db.query('SELECT id FROM t WHERE id IN (30, 31)');
    assert.equal(rows.length, 0);
  });
});
