import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TestParent } from '../../test/doctypes';
import { normalizeFilters } from './filters';
import { condScope, scopeSql, type Scope } from './scope';
import { SqlParams } from './sql';

describe('row scopes as SQL', () => {
  const [open] = normalizeFilters(TestParent, [['status', '=', 'Open']], 'test');
  const [state] = normalizeFilters(TestParent, [['state', '=', 'Goa']], 'test');

  it('groups AND/OR and binds every value', () => {
    const params = new SqlParams();
    const scope: Scope = { kind: 'any', items: [condScope(open), { kind: 'all', items: [condScope(state), { kind: 'const', value: true }] }] };
    assert.equal(scopeSql(scope, params), '("status" = $1 OR ("state" = $2 AND TRUE))');
    assert.deepEqual(params.values, ['Open', 'Goa']);
    assert.equal(scopeSql({ kind: 'any', items: [] }, new SqlParams()), 'FALSE', 'no alternative means no rows');
  });

  it('reaches other tables with a sub-select and keeps rows with an empty link out of NOT', () => {
    const params = new SqlParams();
    const via: Scope = { kind: 'in', field: state.field, table: 'tabState', where: condScope(open) };
    assert.equal(scopeSql(via, params), '"state" IN (SELECT "name" FROM "tabState" WHERE "status" = $1)');
    assert.equal(scopeSql({ kind: 'not', item: via }, new SqlParams()), '(NOT COALESCE("state" IN (SELECT "name" FROM "tabState" WHERE "status" = $1), FALSE))');
  });
});
