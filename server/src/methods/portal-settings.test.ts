import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { callApi, messageOf } from '../test/methods';
import { DEMO_HELP_PHONE, portalSettings } from './portal-settings';

describe(`get_portal_settings (${TEST_DB})`, () => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  const saved = { HELP_PHONE: process.env.HELP_PHONE, DEMO_DATA: process.env.DEMO_DATA };
  const setEnv = (values: { HELP_PHONE?: string; DEMO_DATA?: string }) => {
    for (const key of ['HELP_PHONE', 'DEMO_DATA'] as const) {
      if (values[key] === undefined) delete process.env[key];
      else process.env[key] = values[key];
    }
  };

  before(async () => {
    app = await createTestApp();
    production = await createTestApp({ production: true });
  });
  afterEach(() => setEnv(saved));
  after(async () => {
    await app.close();
    await production.close();
  });

  it('gives guests the configured help line', async () => {
    setEnv({ HELP_PHONE: '  +91 22 4000 1234 ', DEMO_DATA: '1' });
    const guest = new TestClient(app);
    assert.deepEqual(await messageOf(callApi(guest, 'get_portal_settings', {}, 'GET')), { help_phone: '+91 22 4000 1234' });
    assert.deepEqual(await messageOf(callApi(new TestClient(production), 'get_portal_settings', {}, 'GET')), { help_phone: '+91 22 4000 1234' });
  });

  it('shows a marked demo number only in demo data mode, and none otherwise', async () => {
    setEnv({ DEMO_DATA: '1' });
    assert.deepEqual(await messageOf(callApi(new TestClient(app), 'get_portal_settings', {}, 'GET')), { help_phone: DEMO_HELP_PHONE });
    assert.match(DEMO_HELP_PHONE, /demo/);
    assert.deepEqual(await messageOf(callApi(new TestClient(production), 'get_portal_settings', {}, 'GET')), { help_phone: null }, 'production never shows the demo value');
    setEnv({ HELP_PHONE: '   ' });
    assert.deepEqual(await messageOf(callApi(new TestClient(app), 'get_portal_settings', {}, 'GET')), { help_phone: null });
  });

  it('is a read: GET only', async () => {
    const post = await callApi(new TestClient(app), 'get_portal_settings', {}, 'POST');
    assert.equal(post.statusCode, 403);
  });
});

describe('portalSettings', () => {
  it('reads HELP_PHONE, then demo mode', () => {
    assert.deepEqual(portalSettings({ HELP_PHONE: '1800 123 4567' }, true), { help_phone: '1800 123 4567' });
    assert.deepEqual(portalSettings({ DEMO_DATA: '1' }, false), { help_phone: DEMO_HELP_PHONE });
    assert.deepEqual(portalSettings({ DEMO_DATA: '0' }, false), { help_phone: null });
    assert.deepEqual(portalSettings({}, false), { help_phone: null });
  });
});
