import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { installErrorHandling } from './platform/error-handler.js';
import { createRouter, guardRouteAccess, type RouteEntry } from './platform/routes.js';
import { redactUrl } from './platform/redact.js';
import { createAuthService } from './modules/auth/auth-service.js';
import { loadLoginKey, type LoginKey } from './modules/auth/login-key.js';
import { authRoutes } from './modules/auth/routes.js';
import { createSessionService } from './modules/auth/session-service.js';
import { createLoginThrottle } from './modules/auth/throttle.js';
import { healthRoutes } from './modules/health/routes.js';
import { menuModule } from './modules/menu/routes.js';
import { createSmsCodeService } from './modules/sms/code-service.js';
import { createSmsProvider } from './modules/sms/provider.js';
import { userModule } from './modules/user/routes.js';
import { roleModule } from './modules/role/routes.js';
import { deptModule } from './modules/dept/routes.js';
import { approvalModule } from './modules/approval/routes.js';
import { logModule } from './modules/log/routes.js';
import { fileModule } from './modules/file/routes.js';
import type { DomainModule, ModuleDeps } from './platform/module.js';
import { webRoutes } from './modules/web/routes.js';

export type { RouteEntry };

export type App = {
  app: FastifyInstance;
  loginKey: LoginKey;
  /** Every route with its declared access, for the permission snapshot test. */
  routeTable: RouteEntry[];
};

/** JSON and form bodies up to 1 MB; uploads have their own limit. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: Config, database: Database, options: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens ride in headers and (for downloads) the query: neither reaches the log.
            serializers: {
              req: (req) => ({ id: req.id, method: req.method, url: redactUrl(req.url), ip: req.ip }),
            },
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });

  const routeTable: RouteEntry[] = [];
  guardRouteAccess(app, routeTable);

  // Spec §7: bodies come form-encoded with array brackets (a[]=1, a[0][b]=1) or as JSON.
  await app.register(formbody, {
    bodyLimit: BODY_LIMIT,
    parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 1000, parameterLimit: 2000, allowPrototypes: false }),
  });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 } });
  installErrorHandling(app, config);

  // While shutting down, answers in flight close their keep-alive connection,
  // so clients reconnect to another server and close() need not wait on them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const { db } = database;
  const loginKey = loadLoginKey({ pem: config.loginRsaPrivateKey, dataDir: config.dataDir });
  const sessions = createSessionService(db, config);
  const smsCodes = createSmsCodeService(db, createSmsProvider(db, config, app.log));
  const auth = createAuthService({ db, loginKey, sessions, smsCodes, throttle: createLoginThrottle(db), scryptCost: config.scryptCost });

  const route = createRouter(app, sessions.resolve);
  authRoutes(route, auth);
  const deps: ModuleDeps = { db, config, loginKey, log: app.log };
  const modules: DomainModule[] = [userModule, menuModule, roleModule, deptModule, approvalModule, logModule, fileModule];
  for (const register of modules) register(route, deps);
  healthRoutes(app, db);
  await webRoutes(app, { config, publicKeyPem: loginKey.publicKeyPem });

  await app.ready();
  return { app, loginKey, routeTable };
}
