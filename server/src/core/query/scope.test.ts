import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TestParent } from '../../test/doctypes';
import { normalizeFilters } from './filters';
import { condScope, scopeSql, scopeVerdict, type Scope } from './scope';
import { SqlParams } from './sql';

describe('row scopes as SQL', () => {
  const [open] = normalizeFilters(TestParent, [['status', '=', 'Open']], 'test');
  const [state] = normalizeFilters(TestParent, [['state', '=', 'Goa']], 'test');

  it('groups AND/OR and binds every value', () => {
    const params = new SqlParams();
    const scope: Scope = { kind: 'any', items: [condScope(open), { kind: 'all', items: [condScope(state), { kind: 'const', value: true }] }] };
    assert.equal(scopeSql(scope, params, '"t"'), '("t"."status" = $1 OR ("t"."state" = $2 AND TRUE))');
    assert.deepEqual(params.values, ['Open', 'Goa']);
    assert.equal(scopeSql({ kind: 'any', items: [] }, new SqlParams(), '"t"'), 'FALSE', 'no alternative means no rows');
  });

  it('reaches other tables with a correlated EXISTS and keeps rows with an empty link out of NOT', () => {
    const params = new SqlParams();
    const via: Scope = { kind: 'in', field: state.field, table: 'tabState', where: condScope(open) };
    const exists = 'EXISTS (SELECT 1 FROM "tabState" "s1" WHERE "s1"."name" = "t"."state" AND "s1"."status" = $1)';
    assert.equal(scopeSql(via, params, '"t"'), exists);
    assert.equal(scopeSql({ kind: 'not', item: via }, new SqlParams(), '"t"'), `(NOT COALESCE(${exists}, FALSE))`);
  });

  it('aliases each level of nested rules apart, so a rule on the same table never reads the outer row', () => {
    const inner: Scope = { kind: 'in', field: state.field, table: 'tabState', where: condScope(open) };
    const outer: Scope = { kind: 'in', field: state.field, table: 'tabParent', where: inner };
    assert.equal(
      scopeSql(outer, new SqlParams(), '"tabParent"'),
      'EXISTS (SELECT 1 FROM "tabParent" "s1" WHERE "s1"."name" = "tabParent"."state" AND ' +
        'EXISTS (SELECT 1 FROM "tabState" "s2" WHERE "s2"."name" = "s1"."state" AND "s2"."status" = $1))',
    );
  });
});

describe('row scopes decided from a document in hand', () => {
  const [open] = normalizeFilters(TestParent, [['status', '=', 'Open']], 'test');
  const [state] = normalizeFilters(TestParent, [['state', '=', 'Goa']], 'test');
  const [notOpen] = normalizeFilters(TestParent, [['status', '!=', 'Open']], 'test');
  const [blank] = normalizeFilters(TestParent, [['status', '=', '']], 'test');

  it('answers text equalities under AND and OR as the statement would', () => {
    const both: Scope = { kind: 'all', items: [condScope(open), condScope(state)] };
    assert.equal(scopeVerdict(both, { status: 'Open', state: 'Goa' }), true);
    assert.equal(scopeVerdict(both, { status: 'Open', state: 'Kerala' }), false);
    assert.equal(scopeVerdict(both, { status: 'Open' }), false, 'a missing value is NULL: not equal');
    assert.equal(scopeVerdict(both, { status: 'open', state: 'Goa' }), false, 'equality is exact, as in PostgreSQL');
    const either: Scope = { kind: 'any', items: [condScope(open), condScope(state)] };
    assert.equal(scopeVerdict(either, { status: null, state: 'Goa' }), true);
    assert.equal(scopeVerdict(either, { status: 'Closed', state: null }), false);
    assert.equal(scopeVerdict({ kind: 'const', value: false }, {}), false);
  });

  it('leaves to the database what it cannot decide exactly', () => {
    const via: Scope = { kind: 'in', field: state.field, table: 'tabState', where: null };
    assert.equal(scopeVerdict(via, { state: 'Goa' }), undefined);
    assert.equal(scopeVerdict({ kind: 'not', item: condScope(open) }, { status: 'Open' }), undefined);
    assert.equal(scopeVerdict(condScope(notOpen), { status: 'Open' }), undefined);
    assert.equal(scopeVerdict(condScope(blank), { status: '' }), undefined, 'an empty value may be stored as NULL');
    assert.equal(scopeVerdict(condScope(open), { status: 5 }), undefined);
    // Undecided beside a decided TRUE under AND, or a decided FALSE under OR: still undecided.
    assert.equal(scopeVerdict({ kind: 'all', items: [condScope(open), via] }, { status: 'Open', state: 'Goa' }), undefined);
    assert.equal(scopeVerdict({ kind: 'any', items: [condScope(open), via] }, { status: 'Closed', state: 'Goa' }), undefined);
    // …but a decided FALSE under AND (or TRUE under OR) settles it.
    assert.equal(scopeVerdict({ kind: 'all', items: [condScope(open), via] }, { status: 'Closed' }), false);
    assert.equal(scopeVerdict({ kind: 'any', items: [condScope(open), via] }, { status: 'Open' }), true);
  });
});
