import fp from 'fastify-plugin';

/*
 * Probes for a load balancer or orchestrator. Liveness: the process answers (restart it when it
 * does not). Readiness: it can serve, i.e. its database answers; while shutting down Fastify
 * answers 503 to every new request, so the balancer stops sending traffic before the pool closes.
 */
export const healthRoutes = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.get('/api/health/live', async () => ({ status: 'ok' }));
    app.get('/api/health/ready', async (_request, reply) => {
      if (closing) return reply.code(503).send({ status: 'unavailable', message: 'Shutting down' });
      try {
        await app.services.db.query('SELECT 1');
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer' });
      }
    });
  },
  { name: 'health', dependencies: ['services'] },
);
