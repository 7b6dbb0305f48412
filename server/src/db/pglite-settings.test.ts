import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openPglite } from './pglite';

describe('the embedded database (PGlite) settings', () => {
  it('keeps a small page cache by default, takes another size, and keeps what a new database was given', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-settings-'));
    try {
      // A new database: created, then opened again (see openPglite), with its data kept.
      const created = await openPglite(path.join(dir, 'db'));
      assert.deepEqual((await created.query('SHOW shared_buffers')).rows, [{ shared_buffers: '16MB' }]);
      await created.query('CREATE TABLE kept (id int)');
      await created.query('INSERT INTO kept VALUES (1)');
      await created.close();

      const reopened = await openPglite(path.join(dir, 'db'), { sharedBuffers: '32MB' });
      assert.deepEqual((await reopened.query('SHOW shared_buffers')).rows, [{ shared_buffers: '32MB' }]);
      assert.deepEqual((await reopened.query('SELECT id FROM kept')).rows, [{ id: 1 }]);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
