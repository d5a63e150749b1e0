import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/schema.js';

/** Liveness and readiness for load balancers; outside /gc-manage and without the envelope. */
export function healthRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  app.get('/healthz', { config: { access: { kind: 'public' } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: { kind: 'public' } } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
