import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTestApp, TEST_DB, TestClient } from '../test/helpers';
import { decideTrustProxy } from './trust-proxy';

describe(`TRUST_PROXY and the session cookie (${TEST_DB})`, () => {
  it('refuses to start in production until TRUST_PROXY says what to trust, and describes each choice', () => {
    assert.throws(() => decideTrustProxy(undefined, true), /TRUST_PROXY must be set in production/);
    assert.throws(() => decideTrustProxy('  ', true), /TRUST_PROXY must be set in production/);
    assert.equal(decideTrustProxy('false', true).trustProxy, false);
    assert.match(decideTrustProxy('false', true).description, /no proxy trusted/);
    assert.equal(decideTrustProxy('true', true).trustProxy, true);
    const hops = decideTrustProxy('2', true).trustProxy as (address: string, hop: number) => boolean;
    assert.deepEqual([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)], [true, true, false]);
    assert.deepEqual(decideTrustProxy('10.0.0.1, 10.0.0.0/8', true).trustProxy, ['10.0.0.1', '10.0.0.0/8']);
    assert.equal(decideTrustProxy(undefined, false).trustProxy, false, 'development: no proxy unless told');
  });

  it('marks sid Secure when TLS ended at a trusted proxy, and not when an untrusted client claims it', async () => {
    const sidOf = (response: { cookies: unknown[] }) =>
      (response.cookies as { name: string; secure?: boolean; httpOnly?: boolean }[]).find((cookie) => cookie.name === 'sid')!;
    const behindProxy = await createTestApp({ demoData: true, trustProxy: decideTrustProxy('true', true).trustProxy });
    try {
      const login = await new TestClient(behindProxy).post('/api/method/login', { usr: 'claimant@demo.in', pwd: 'Demo@1234' }, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(login.statusCode, 200, login.body);
      assert.equal(sidOf(login).secure, true);
      assert.equal(sidOf(login).httpOnly, true);
    } finally {
      await behindProxy.close();
    }
    const direct = await createTestApp({ demoData: true, trustProxy: decideTrustProxy('false', true).trustProxy });
    try {
      const login = await new TestClient(direct).post('/api/method/login', { usr: 'claimant@demo.in', pwd: 'Demo@1234' }, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(login.statusCode, 200, login.body);
      assert.notEqual(sidOf(login).secure, true, 'a forged X-Forwarded-Proto is not believed');
    } finally {
      await direct.close();
    }
  });
});
