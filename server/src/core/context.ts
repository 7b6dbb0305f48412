import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { AppServices } from '../services';
import type { DoctypeRegistry } from './doctype/registry';
import type { SessionUser } from './session-user';

/** Everything a request handler, method or hook needs: who is asking and the app's services. */
export interface RequestContext {
  db: Db;
  registry: DoctypeRegistry;
  user: SessionUser;
  services: AppServices;
  request?: FastifyRequest;
  reply?: FastifyReply;
}

export function contextFor(services: AppServices, user: SessionUser): RequestContext {
  return { db: services.db, registry: services.registry, user, services };
}
