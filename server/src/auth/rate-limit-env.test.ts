import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp, errorOf, TEST_DB, TestClient } from '../test/helpers';
import { rateLimitsFromEnv } from './rate-limit-env';

const HOUR = 3_600_000;

describe('sign-up limits from the environment', () => {
  it('leaves every default in place when nothing is set', () => {
    assert.deepEqual(rateLimitsFromEnv({}), {});
    assert.deepEqual(rateLimitsFromEnv({ SIGNUPS_PER_IP_PER_HOUR: ' ' }), {});
  });

  it('reads each per-hour limit it knows, and only those', () => {
    assert.deepEqual(
      rateLimitsFromEnv({ SIGNUPS_PER_IP_PER_HOUR: '50', SIGNUP_STARTS_PER_IP_PER_HOUR: '80', IDENTITY_CODES_PER_IP_PER_HOUR: ' 120 ', LOGIN_PER_IP: '9' }),
      {
        signUpPerIp: { max: 50, windowMs: HOUR },
        signUpTokenPerIp: { max: 80, windowMs: HOUR },
        identityCodePerIp: { max: 120, windowMs: HOUR },
      },
    );
  });

  it("reads an API key's requests per minute", () => {
    assert.deepEqual(rateLimitsFromEnv({ API_REQUESTS_PER_KEY_PER_MINUTE: '1200' }), { apiKeyRequests: { max: 1200, windowMs: 60_000 } });
    assert.throws(() => rateLimitsFromEnv({ API_REQUESTS_PER_KEY_PER_MINUTE: '0' }), /API_REQUESTS_PER_KEY_PER_MINUTE must be a whole number, at least 1/);
  });

  it('refuses a value that is not a whole number from 1 instead of guessing', () => {
    for (const value of ['0', '-5', '2.5', 'ten', '1e3', 'Infinity', '99999999999999999999']) {
      assert.throws(() => rateLimitsFromEnv({ IDENTITY_CODES_PER_IP_PER_HOUR: value }), /IDENTITY_CODES_PER_IP_PER_HOUR must be a whole number, at least 1/, value);
    }
  });
});

describe(`a sign-up limit set from the environment holds (${TEST_DB})`, () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ rateLimits: rateLimitsFromEnv({ SIGNUP_STARTS_PER_IP_PER_HOUR: '2' }) });
  });
  after(() => app.close());

  it('refuses the sign-up started beyond it from one address, and not another address', async () => {
    const START = '/api/method/arbitroute.api.react_api.start_signup';
    const guest = new TestClient(app, '10.9.0.1');
    for (let i = 0; i < 2; i++) assert.equal((await guest.post(START, {})).statusCode, 200);
    const refused = await guest.post(START, {});
    assert.equal(refused.statusCode, 429, refused.body);
    assert.match(errorOf(refused).message, /^Too many sign-ups from this address\./);
    assert.equal((await new TestClient(app, '10.9.0.2').post(START, {})).statusCode, 200);
  });
});
