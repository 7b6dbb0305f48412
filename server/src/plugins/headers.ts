import fp from 'fastify-plugin';

/** API replies are personal data: never cached. Every reply says not to sniff content types. */
export const headersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Request-Id', request.id);
      if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'headers' },
);
