import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestDb, TEST_DB } from '../test/helpers';
import { PreparedStatements } from './prepared-statements';
import type { Db } from './types';

describe('prepared statements: which texts get a name', () => {
  it('names a statement from its second run, always by the same name, and leaves one-off texts unnamed', () => {
    const statements = new PreparedStatements();
    const text = 'SELECT "name" FROM "tabClaim" WHERE "name" = $1';
    assert.equal(statements.config(text, ['A']).name, undefined);
    const second = statements.config(text, ['B']);
    assert.match(second.name ?? '', /^arb_\d+$/);
    assert.deepEqual(second.values, ['B']);
    assert.equal(statements.config(text, ['C']).name, second.name);
    assert.equal(statements.config('SELECT 2', []).name, undefined);
  });

  it('never names utility commands or several statements in one text', () => {
    const statements = new PreparedStatements({ after: 1 });
    for (const text of ['BEGIN', 'SET LOCAL synchronous_commit = off', 'CREATE INDEX i ON t (a)', 'SELECT 1; SELECT 2', 'VACUUM t']) {
      assert.equal(statements.config(text).name, undefined, text);
      assert.equal(statements.config(text).name, undefined, text);
    }
    assert.ok(statements.config('  with x AS (SELECT 1) SELECT * FROM x').name);
  });

  it('stops naming at its limit, so a pool keeps a bounded number of plans', () => {
    const statements = new PreparedStatements({ after: 1, limit: 3 });
    const names = Array.from({ length: 5 }, (_, i) => statements.config(`SELECT ${i}`).name);
    assert.deepEqual(names.map((name) => name !== undefined), [true, true, true, false, false]);
  });

  it('renames a statement whose plan went stale, and only for the errors that mean that', () => {
    const statements = new PreparedStatements({ after: 1 });
    const config = statements.config('SELECT * FROM t');
    assert.equal(statements.stale(config, Object.assign(new Error('duplicate key'), { code: '23505' })), false);
    assert.equal(statements.stale({ text: 'SELECT 1' }, Object.assign(new Error('stale'), { code: '0A000' })), false);
    assert.equal(statements.stale(config, Object.assign(new Error('cached plan must not change result type'), { code: '0A000' })), true);
    const renamed = statements.config('SELECT * FROM t').name;
    assert.ok(renamed && renamed !== config.name);
  });
});

describe(`prepared statements on the database (${TEST_DB})`, () => {
  let db: Db;
  before(async () => {
    db = await openTestDb();
    await db.query('CREATE TABLE p (id integer PRIMARY KEY, label text)');
    await db.query(`INSERT INTO p VALUES (1, 'one')`);
  });
  after(() => db.close());

  it('answers a named statement after its table changed shape (another process migrated it)', async () => {
    const read = () => db.query<Record<string, unknown>>('SELECT * FROM p WHERE id = $1', [1]);
    for (let i = 0; i < 3; i++) assert.deepEqual((await read()).rows, [{ id: 1, label: 'one' }]);
    await db.query(`ALTER TABLE p ADD COLUMN note text DEFAULT 'added'`);
    assert.deepEqual((await read()).rows, [{ id: 1, label: 'one', note: 'added' }]);
    assert.deepEqual((await read()).rows, [{ id: 1, label: 'one', note: 'added' }]);
  });

  it('keeps a named statement working inside and outside transactions', async () => {
    const write = (tx: Db, id: number) => tx.query('INSERT INTO p (id, label) VALUES ($1, $2)', [id, `row ${id}`]);
    for (let id = 10; id < 13; id++) await db.transaction((tx) => write(tx, id));
    await write(db, 13);
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM p WHERE id >= 10');
    assert.equal(rows[0].n, 4);
  });
});
