import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TestParent } from '../../test/doctypes';
import { AppError } from '../errors';
import { parseFields } from './fields';
import { conditionSql, normalizeFilters, OPERATOR_MESSAGE, parseFilterParam } from './filters';
import { DEEP_OFFSET, parseListParams, selectSql } from './list';
import { parseOrderBy } from './order-by';
import { SqlParams } from './sql';

const rejects417 = (fn: () => unknown, message: RegExp) =>
  assert.throws(fn, (error: unknown) => error instanceof AppError && error.statusCode === 417 && message.test(error.message));

describe('filters', () => {
  it('accepts every Frappe filter form and gives the same condition', () => {
    const forms: unknown[] = [
      [['status', 'Open']],
      [['status', '=', 'Open']],
      [['Test Parent', 'status', '=', 'Open']],
      ['status', '=', 'Open'],
      { status: 'Open' },
      { status: ['=', 'Open'] },
    ];
    for (const form of forms) {
      const [condition] = normalizeFilters(TestParent, form as never, 'filters');
      assert.equal(condition.field.fieldname, 'status', JSON.stringify(form));
      assert.equal(condition.operator, '=');
      assert.equal(condition.value, 'Open');
    }
  });

  it('matches operators case-insensitively and rejects unknown ones with the operator list', () => {
    const [condition] = normalizeFilters(TestParent, [['title', 'NOT  LIKE', '%x%']], 'filters');
    assert.equal(condition.operator, 'not like');
    rejects417(() => normalizeFilters(TestParent, [['title', '<>', 'x']], 'filters'), new RegExp(OPERATOR_MESSAGE));
  });

  it('turns booleans into 0/1 and comma strings into lists for in', () => {
    const [active, inList] = normalizeFilters(TestParent, [['active', '=', true], ['status', 'in', 'Open, Closed']], 'filters');
    assert.equal(active.value, 1);
    assert.deepEqual(inList.value, ['Open', 'Closed']);
  });

  it('widens a date to the whole day for between on a Datetime field', () => {
    const [condition] = normalizeFilters(TestParent, [['at', 'between', ['2026-01-01', '2026-01-31']]], 'filters');
    assert.deepEqual(condition.value, ['2026-01-01 00:00:00.000000', '2026-01-31 23:59:59.999999']);
  });

  it('binds every value as a parameter', () => {
    const params = new SqlParams();
    const [condition] = normalizeFilters(TestParent, [['title', '=', "x'; DROP TABLE y; --"]], 'filters');
    assert.equal(conditionSql(condition, params), '"title" = $1');
    assert.deepEqual(params.values, ["x'; DROP TABLE y; --"]);
  });

  it('refuses unknown fields, bad values and malformed JSON with a clear 417', () => {
    rejects417(() => normalizeFilters(TestParent, [['nope', '=', 1]], 'filters'), /Field not permitted in query: nope/);
    rejects417(() => normalizeFilters(TestParent, [['count', '>', 'ten']], 'filters'), /not a whole number/);
    rejects417(() => normalizeFilters(TestParent, [['due', '=', '31-12-2026']], 'filters'), /not a valid date/);
    rejects417(() => normalizeFilters(TestParent, [['status', 'is', 'maybe']], 'filters'), /"set" or "not set"/);
    rejects417(() => parseFilterParam(TestParent, '[["status", "=", "Open"]', 'filters'), /Parameter filters is not valid JSON/);
    rejects417(() => parseFilterParam(TestParent, '[["Other Doctype", "status", "=", "Open"]]', 'filters'), /other doctypes/);
  });
});

describe('fields and order_by', () => {
  it('parses plain names, aliases and *, and refuses expressions', () => {
    assert.deepEqual(
      parseFields(TestParent, '["name", "title as heading"]').map((f) => [f.field.fieldname, f.alias]),
      [['name', 'name'], ['title', 'heading']],
    );
    assert.ok(parseFields(TestParent, '["*"]').some((f) => f.alias === 'creation'));
    assert.ok(!parseFields(TestParent, '["*"]').some((f) => f.alias === 'items'), 'child tables are not columns');
    rejects417(() => parseFields(TestParent, '["count(name) as count"]'), /Field not permitted/);
    rejects417(() => parseFields(TestParent, '["name", "(select 1)"]'), /Field not permitted/);
    rejects417(() => parseFields(TestParent, '["name"'), /Parameter fields is not valid JSON/);
  });

  it('parses order_by and refuses anything that is not a field and a direction', () => {
    assert.deepEqual(
      parseOrderBy(TestParent, 'title desc, `tabTest Parent`.count asc, name').map((o) => [o.field.fieldname, o.direction]),
      [['title', 'desc'], ['count', 'asc'], ['name', 'asc']],
    );
    assert.deepEqual(parseOrderBy(TestParent, undefined).map((o) => [o.field.fieldname, o.direction]), [['creation', 'desc']]);
    assert.deepEqual(parseOrderBy(TestParent, ''), []);
    for (const bad of ['name; drop table x', '(select 1)', 'name desc nulls first', 'title sideways', 'meta']) {
      rejects417(() => parseOrderBy(TestParent, bad), /order_by/);
    }
  });

  it('pages with limit_page_length, its alias limit, limit_start and a cap', () => {
    const page = (query: Record<string, unknown>) => {
      const { limit, offset } = parseListParams(TestParent, query, 500);
      return [limit, offset];
    };
    assert.deepEqual(page({}), [20, 0]);
    assert.deepEqual(page({ limit: '5', limit_start: '10' }), [5, 10]);
    assert.deepEqual(page({ limit: '5', limit_page_length: '7' }), [7, 0]);
    assert.deepEqual(page({ limit_page_length: '0' }), [500, 0]);
    assert.deepEqual(page({ limit_page_length: '100000000' }), [500, 0]);
    rejects417(() => page({ limit_page_length: '-1' }), /limit_page_length/);
    rejects417(() => page({ limit_start: '1; drop' }), /limit_start/);
  });

  it('writes a page size into the statement and a first page without OFFSET, so a named statement keeps one plan', () => {
    const sql = (query: Record<string, unknown>) => {
      const params = new SqlParams();
      const text = selectSql(TestParent, parseListParams(TestParent, query, 500), 'TRUE', params);
      return { page: text.slice(text.indexOf(' LIMIT')), values: params.values };
    };
    assert.deepEqual(sql({ limit: '20' }), { page: ' LIMIT 20', values: [] });
    assert.deepEqual(sql({ limit: '20', limit_start: '40' }), { page: ' LIMIT 20 OFFSET $1', values: [40] });
    // A deep page reads its names first; the same page text sits in the inner query.
    assert.match(sql({ limit: '20', limit_start: String(DEEP_OFFSET) }).page, /^ LIMIT 20 OFFSET \$1\)/);
  });

  it('shares one frozen parse between requests with the same parameters, and parses other parameters afresh', () => {
    const query = { fields: '["name","status"]', filters: '[["status","=","Open"]]', order_by: 'creation desc', limit: '20' };
    const first = parseListParams(TestParent, query, 500);
    assert.equal(parseListParams(TestParent, { ...query }, 500), first);
    assert.ok(Object.isFrozen(first) && Object.isFrozen(first.fields) && Object.isFrozen(first.filters[0]));
    assert.throws(() => (first.fields as unknown[]).push('x'), TypeError);
    const other = parseListParams(TestParent, { ...query, limit_start: '20' }, 500);
    assert.notEqual(other, first);
    assert.equal(other.offset, 20);
    assert.notEqual(parseListParams(TestParent, query, 50), first, 'another page cap is another parse');
    // A bad parameter is refused every time, never remembered.
    rejects417(() => parseListParams(TestParent, { fields: '["nope"]' }, 500), /nope/);
    rejects417(() => parseListParams(TestParent, { fields: '["nope"]' }, 500), /nope/);
  });
});
