import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows max hits per window and says when to retry', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), 'test', { max: 2, windowMs: 60_000 });
    const t0 = 1_000_000;
    assert.equal(await limiter.retryAfter('k', t0), 0);
    await limiter.hit('k', t0);
    await limiter.hit('k', t0 + 10_000);
    assert.equal(await limiter.retryAfter('k', t0 + 20_000), 40);
    assert.equal(await limiter.retryAfter('k', t0 + 60_001), 0, 'the oldest hit left the window');
    assert.equal(await limiter.retryAfter('other', t0 + 20_000), 0);
    await limiter.reset('k');
    assert.equal(await limiter.retryAfter('k', t0 + 20_000), 0);
  });
});

describe(`login rate limits (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({
      demoData: true,
      rateLimits: { loginPerAccount: { max: 3, windowMs: 60_000 }, loginPerIp: { max: 5, windowMs: 60_000 } },
    });
  });
  after(() => app.close());

  it('blocks an account after repeated failures, even with the right password, with Retry-After', async () => {
    const attacker = new TestClient(app, '10.1.0.1');
    for (let i = 0; i < 3; i++) {
      assert.equal((await attacker.post('/api/method/login', { usr: 'expert@demo.in', pwd: `guess${i}` })).statusCode, 401);
    }
    const blocked = await new TestClient(app, '10.1.0.2').post('/api/method/arbitroute.api.react_api.login', {
      login_id: 'EXPERT@demo.in',
      password: 'Demo@1234',
    });
    assert.equal(blocked.statusCode, 429, blocked.body);
    assert.equal(errorOf(blocked).exc_type, 'TooManyRequestsError');
    assert.match(errorOf(blocked).message, /Too many failed login attempts/);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    const viaMobile = await new TestClient(app, '10.1.0.3').post('/api/method/login', { usr: '9800000006', pwd: 'Demo@1234' });
    assert.equal(viaMobile.statusCode, 429, 'the same account by mobile number is blocked too');
  });

  it('blocks an IP that tries many accounts, ignoring X-Forwarded-For', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) {
      const response = await new TestClient(app, ip).post('/api/method/login', { usr: `nobody${i}@demo.in`, pwd: 'x' });
      assert.equal(response.statusCode, 401);
    }
    const spoofed = await new TestClient(app, ip).post('/api/method/login', { usr: 'claimant@demo.in', pwd: 'Demo@1234' }, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(spoofed.statusCode, 429);
    const elsewhere = await new TestClient(app, '10.2.0.2').post('/api/method/login', { usr: 'claimant@demo.in', pwd: 'Demo@1234' });
    assert.equal(elsewhere.statusCode, 200);
  });
});
