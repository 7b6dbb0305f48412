import type { FastifyRequest } from 'fastify';

/**
 * What a request log line says about the request. Query strings are left out: they carry
 * respondents' mobiles, e-mail filters and whatever a caller wrongly puts there (a card number),
 * and logs are kept and shipped far more widely than the database.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    return {
      method: request.method,
      url: queryAt === -1 ? url : url.slice(0, queryAt),
      hasQuery: queryAt !== -1,
      remoteAddress: request.ip,
    };
  },
};
