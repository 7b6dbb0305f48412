import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { requestLogSerializers } from './log-serializers';

const request = (url: string) => ({ method: 'GET', url, ip: '203.0.113.9' }) as unknown as FastifyRequest;

describe('request log lines', () => {
  it('leave the query string out, so mobiles and filters never reach the logs', () => {
    const line = requestLogSerializers.req(
      request('/api/method/arbitroute.api.react_api.get_claim_and_respondent_info?claim_id=ARB-00001&mobile=9876543210'),
    );
    assert.deepEqual(line, {
      method: 'GET',
      url: '/api/method/arbitroute.api.react_api.get_claim_and_respondent_info',
      hasQuery: true,
      remoteAddress: '203.0.113.9',
    });
    assert.doesNotMatch(JSON.stringify(line), /9876543210/);
  });

  it('keep a path without a query as it is', () => {
    assert.equal(requestLogSerializers.req(request('/api/method/ping')).url, '/api/method/ping');
    assert.equal(requestLogSerializers.req(request('/api/method/ping')).hasQuery, false);
  });
});
