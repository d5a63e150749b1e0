import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnyPerm } from '@tenderdesk/shared';
import type { z } from 'zod';
import { describeAccess, type Access } from './access.js';
import type { Actor, RequestMeta } from './actor.js';
import { forbidden, unauthorized } from './errors.js';
import { ok } from './envelope.js';
import { parseInput } from './validation.js';

/**
 * Declaring a route: method, path, access, input schemas and a handler.
 * The wrapper authenticates and authorises (before looking at the input, so
 * callers without access learn nothing), validates with the shared zod
 * schemas, calls the handler and wraps its answer in the envelope.
 */
type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

export type HandlerContext<B, Q, P> = {
  body: B;
  query: Q;
  params: P;
  /** The signed-in user; throws 401 on public routes called without a session. */
  readonly actor: Actor;
  meta: RequestMeta;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteDef<BS, QS, PS> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  body?: BS;
  query?: QS;
  params?: PS;
  /** Handler answer becomes `data`; return `reply` itself when the handler sent a file. */
  handler: (ctx: HandlerContext<Infer<BS>, Infer<QS>, Infer<PS>>) => Promise<unknown>;
  /** Success message of the envelope. */
  message?: string;
  /**
   * Accept the session token from `?token=` too: only for downloads opened as
   * links (spec §7: getFileById?token=…). Everywhere else it must be a header,
   * so tokens do not end up in URLs, histories and proxy logs.
   */
  tokenInQuery?: boolean;
};

export type Authenticator = (token: string | undefined, meta: RequestMeta) => Promise<Actor>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : '', requestId: String(request.id) };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') return header;
  return undefined;
}

async function authorise(access: Access, actor: Actor): Promise<void> {
  if (access.kind === 'public') return;
  if (actor.isSetPassword === 0 && !(access.kind === 'signedIn' && access.beforePasswordSet)) {
    throw forbidden('请先修改初始密码');
  }
  if (access.kind === 'perms' && !hasAnyPerm(actor.perms, access.perms)) throw forbidden();
}

export function createRouter(app: FastifyInstance, authenticate: Authenticator) {
  return function route<BS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined, PS extends Schema | undefined = undefined>(
    def: RouteDef<BS, QS, PS>,
  ): void {
    app.route({
      method: def.method,
      url: def.url,
      config: { access: def.access },
      handler: async (request, reply) => {
        const meta = requestMeta(request);
        const token = tokenOf(request) ?? (def.tokenInQuery ? tokenFromQuery(request) : undefined);
        let actor: Actor | undefined;
        if (def.access.kind !== 'public') {
          actor = await authenticate(token, meta);
          await authorise(def.access, actor);
        } else if (token) {
          // Public routes may still know the caller (e.g. expert files for staff).
          actor = await authenticate(token, meta).catch(() => undefined);
        }
        const ctx: HandlerContext<Infer<BS>, Infer<QS>, Infer<PS>> = {
          body: parseInput(def.body, request.body) as Infer<BS>,
          query: parseInput(def.query, request.query) as Infer<QS>,
          params: parseInput(def.params, request.params) as Infer<PS>,
          get actor(): Actor {
            if (!actor) throw unauthorized();
            return actor;
          },
          meta,
          request,
          reply,
        };
        const data = await def.handler(ctx);
        if (data === reply) return reply;
        return ok(data ?? null, def.message);
      },
    });
  };
}

function tokenFromQuery(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
}

export type Route = ReturnType<typeof createRouter>;

export type RouteEntry = { method: string; url: string; access: string };

/**
 * Every /gc-manage route must say who may call it: registering one without
 * an access declaration throws, so the server refuses to start. Fills
 * `table` with every API route and its access (the permission snapshot test).
 */
export function guardRouteAccess(app: FastifyInstance, table: RouteEntry[]): void {
  app.addHook('onRoute', (options) => {
    if (options.method === 'HEAD') return;
    const access = options.config?.access;
    const url = options.url;
    const isApi = url.startsWith('/gc-manage');
    if (!access && isApi) throw new Error(`路由 ${String(options.method)} ${url} 未声明访问权限`);
    // Static web files are public by nature and not listed.
    if (!isApi && url !== '/healthz' && url !== '/readyz') return;
    for (const method of [options.method].flat()) table.push({ method, url, access: describeAccess(access ?? { kind: 'public' }) });
  });
}
