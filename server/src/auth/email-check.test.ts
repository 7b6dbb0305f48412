import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';
import { EMAIL_CHECK_FLOOR_MS } from './methods';

const check = (client: TestClient, email: string) =>
  client.get(`/api/method/arbitroute.api.react_api.validate_email?email_id=${encodeURIComponent(email)}`);

describe(`validate_email against account enumeration (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({
      demoData: true,
      rateLimits: { emailCheckPerIp: { max: 5, windowMs: 60_000 }, emailCheckPerAddress: { max: 3, windowMs: 60_000 } },
    });
  });
  after(() => app.close());

  it('limits the checks of one address, whichever addresses they come from', async () => {
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      assert.deepEqual((await check(new TestClient(app, ip), 'Lawyer@demo.in')).json().message.error, true);
    }
    const blocked = await check(new TestClient(app, '10.2.0.4'), 'lawyer@demo.in');
    assert.equal(blocked.statusCode, 429, blocked.body);
    assert.equal(errorOf(blocked).message, 'Too many e-mail checks. Try again in 1 minute.');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
  });

  it('limits the checks from one address, whatever they ask', async () => {
    const client = new TestClient(app, '10.2.1.1');
    for (let i = 0; i < 5; i++) assert.equal((await check(client, `someone.${i}@example.in`)).statusCode, 200);
    assert.equal((await check(client, 'someone.else@example.in')).statusCode, 429);
    assert.equal((await check(new TestClient(app, '10.2.1.2'), 'someone.else@example.in')).statusCode, 200, 'another address is not blocked');
  });

  it('takes at least the same time whether the address is registered or not', async () => {
    const client = new TestClient(app, '10.2.2.1');
    for (const email of ['arbitrator@demo.in', 'nobody.here@example.in']) {
      const started = performance.now();
      const response = await check(client, email);
      assert.equal(response.statusCode, 200);
      assert.ok(performance.now() - started >= EMAIL_CHECK_FLOOR_MS - 1, `${email} answered in ${performance.now() - started} ms`);
    }
  });
});
