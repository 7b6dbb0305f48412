import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../db';
import { openTestDb, TEST_DB } from '../../test/helpers';
import { defineDoctype } from './define';
import { nextSeriesValue, parseSeries, SERIES_TABLE_DDL } from './naming';
import { DoctypeRegistry } from './registry';
import { syncSchema } from './schema-sync';

const columnsOf = async (db: Db, table: string) =>
  (
    await db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    )
  ).rows.reduce<Record<string, string>>((all, row) => ({ ...all, [row.column_name]: row.data_type }), {});

describe(`schema sync and naming (${TEST_DB})`, () => {
  let db: Db;
  before(async () => {
    db = await openTestDb();
  });
  after(() => db.close());

  it('creates tables with the standard columns and adds new fields later', async () => {
    const v1 = defineDoctype({ name: 'Evolving', naming: 'hash', fields: [{ fieldname: 'title', fieldtype: 'Data' }] });
    await syncSchema(db, new DoctypeRegistry([v1]), [SERIES_TABLE_DDL]);
    await db.query(`INSERT INTO "tabEvolving" ("name", "title") VALUES ('e1', 'kept')`);
    const columns = await columnsOf(db, 'tabEvolving');
    for (const column of ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'title']) assert.ok(column in columns, column);

    const row = defineDoctype({ name: 'Evolving Row', naming: 'hash', isChild: true, fields: [{ fieldname: 'x', fieldtype: 'Data' }] });
    const v2 = defineDoctype({
      name: 'Evolving',
      naming: 'hash',
      fields: [
        { fieldname: 'title', fieldtype: 'Data' },
        { fieldname: 'amount', fieldtype: 'Currency' },
        { fieldname: 'when', fieldtype: 'Datetime' },
        { fieldname: 'email', fieldtype: 'Data', unique: true },
        { fieldname: 'rows', fieldtype: 'Table', options: 'Evolving Row' },
      ],
    });
    await syncSchema(db, new DoctypeRegistry([v2, row]), [SERIES_TABLE_DDL]);
    const after = await columnsOf(db, 'tabEvolving');
    assert.equal(after.amount, 'numeric');
    assert.equal(after.when, 'timestamp without time zone');
    assert.ok(!('rows' in after), 'Table fields live in the child table');
    assert.ok('parenttype' in (await columnsOf(db, 'tabEvolving Row')));
    const { rows } = await db.query<{ title: string; amount: string }>(`SELECT "title", "amount" FROM "tabEvolving"`);
    assert.deepEqual(rows, [{ title: 'kept', amount: '0.000000' }], 'existing rows are kept; new numeric columns default to 0');
    await db.query(`INSERT INTO "tabEvolving" ("name", "email") VALUES ('e2', 'a@b.in')`);
    await assert.rejects(db.query(`INSERT INTO "tabEvolving" ("name", "email") VALUES ('e3', 'a@b.in')`), { code: '23505' });
  });

  it('splits naming series on dots and counts per prefix', async () => {
    const date = new Date(2026, 4, 7);
    assert.deepEqual(parseSeries('ARB-.YYYY.-.#####', date), { prefix: 'ARB-2026-', digits: 5 });
    assert.deepEqual(parseSeries('MED-.YY.MM.DD.-.###', date), { prefix: 'MED-260507-', digits: 3 });
    assert.equal(await nextSeriesValue(db, 'X-'), 1);
    assert.equal(await nextSeriesValue(db, 'X-'), 2);
    assert.equal(await nextSeriesValue(db, 'Y-'), 1);
    const values = await Promise.all(Array.from({ length: 20 }, () => nextSeriesValue(db, 'Z-')));
    assert.deepEqual([...values].sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('refuses broken declarations at start-up', () => {
    assert.throws(() => defineDoctype({ name: 'Bad', naming: 'hash', fields: [{ fieldname: 'name', fieldtype: 'Data' }] }), /standard field/);
    assert.throws(() => defineDoctype({ name: 'Bad', naming: 'hash', fields: [{ fieldname: 'x', fieldtype: 'Link' }] }), /target doctype/);
    assert.throws(() => defineDoctype({ name: 'Bad', naming: 'field:y', fields: [{ fieldname: 'x', fieldtype: 'Data' }] }), /unknown field y/);
    assert.throws(() => defineDoctype({ name: 'Bad; drop', naming: 'hash', fields: [] }), /invalid doctype name/);
    const link = defineDoctype({ name: 'Dangling', naming: 'hash', fields: [{ fieldname: 'x', fieldtype: 'Link', options: 'Nowhere' }] });
    assert.throws(() => new DoctypeRegistry([link]), /unknown doctype Nowhere/);
  });
});
