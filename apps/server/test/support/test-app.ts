import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Perm, type PermCode, type UserSession } from '@tenderdesk/shared';
import { buildApp, type App } from '../../src/app.js';
import { bootstrap } from '../../src/bootstrap.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase } from './test-db.js';

/**
 * The real server on a real database, listening on a random port, called
 * over real HTTP. One per test file (beforeAll), closed in afterAll.
 */
export const ADMIN_MOBILE = '13800000000';
export const ADMIN_PASSWORD = 'Admin@2026pass';

// One RSA key per test process: generating a key per file would only slow tests down.
const sharedKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export type ApiAnswer<T = any> = { status: number; code: number; msg: string; data: T; headers: Headers; raw: string };

export type CallOptions = { token?: string | undefined; body?: unknown; form?: string; headers?: Record<string, string> };

export type TestApp = {
  baseUrl: string;
  config: Config;
  database: Database;
  app: App;
  publicKey: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  /** Encrypts a login secret as the web app does (RSA-OAEP/SHA-256 over {password, ts, nonce}). */
  encrypt(password: string, overrides?: { ts?: number; nonce?: string }): string;
  login(mobile: string, password: string): Promise<UserSession>;
  adminToken(): Promise<string>;
  /** Creates a role granting exactly these codes and a user holding it; answers the user's token. */
  userWithPerms(perms: PermCode[], options?: { dataScope?: 1 | 2 | 3; deptId?: number; mobile?: string }): Promise<{ token: string; userId: number; roleId: number; mobile: string; password: string }>;
  /** Creates a role granting exactly these codes (API when available, else a database insert); answers its id. */
  createRole(token: string, perms: PermCode[], dataScope: 1 | 2 | 3): Promise<number>;
  close(): Promise<void>;
};

let mobileSeq = 0;
export function uniqueMobile(): string {
  mobileSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
}

export type StartOptions = {
  /** Build the app with its real pino logger (level from LOG_LEVEL) instead of none. */
  logger?: boolean;
};

export async function startTestApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    LOGIN_RSA_PRIVATE_KEY: sharedKey,
    ADMIN_MOBILE,
    ADMIN_PASSWORD,
    SCRYPT_COST: '1024',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = openDatabase(config);
  await migrateToLatest(database.db, database.dialect);
  await bootstrap(database.db, config, () => {});
  const app = await buildApp(config, database, { logger: options.logger === true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicKey = app.loginKey.publicKeyPem;
  const { call, encrypt, login } = makeClient(baseUrl, publicKey);
  let adminToken: string | undefined;

  const ensureAdmin = async () => (adminToken ??= (await login(ADMIN_MOBILE, ADMIN_PASSWORD)).token);

  /** Creates a role: through the API when sys/role/save exists, otherwise straight in the database. */
  const createRole = async (token: string, perms: PermCode[], dataScope: 1 | 2 | 3): Promise<number> => {
    const menus = await database.db.selectFrom('sys_menu').select(['id', 'perms']).execute();
    const menuIds = menus.filter((m) => (perms as string[]).includes(m.perms)).map((m) => m.id);
    const name = `测试角色${crypto.randomBytes(3).toString('hex')}`;
    if (app.routeTable.some((r) => r.url === '/gc-manage/sys/role/save')) {
      const role = await call('POST', '/gc-manage/sys/role/save', { token, body: { name, dataScope, menuIds } });
      if (role.code !== 200) throw new Error(`role save failed: ${role.msg}`);
      return typeof role.data === 'number' ? role.data : role.data.id;
    }
    const at = Date.now();
    const { id } = await database.db
      .insertInto('sys_role')
      .values({ name, remark: '', data_scope: dataScope, state: 1, builtin: 0, all_perms: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (menuIds.length) await database.db.insertInto('sys_role_menu').values(menuIds.map((menuId) => ({ role_id: id, menu_id: menuId }))).execute();
    return id;
  };

  const userWithPerms: TestApp['userWithPerms'] = async (perms, options = {}) => {
    const token = await ensureAdmin();
    const roleId = await createRole(token, perms, options.dataScope ?? 1);
    const deptId = options.deptId ?? (await database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const mobile = options.mobile ?? uniqueMobile();
    const saved = await call('POST', '/gc-manage/sys/user/save', { token, body: { mobile, realName: '测试用户', deptId, roleIds: [roleId] } });
    if (saved.code !== 200) throw new Error(`user save failed: ${saved.msg}`);
    const oneTime = saved.data.password as string;
    const first = await login(mobile, oneTime);
    const password = `Pw-${crypto.randomBytes(6).toString('hex')}`;
    const changed = await call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: encrypt(password) } });
    if (changed.code !== 200) throw new Error(`password change failed: ${changed.msg}`);
    return { token: first.token, userId: saved.data.id, roleId, mobile, password };
  };

  return {
    baseUrl,
    config,
    database,
    app,
    publicKey,
    call,
    encrypt,
    login,
    adminToken: ensureAdmin,
    userWithPerms,
    createRole,
    async close() {
      await app.app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** HTTP helpers bound to one server: call, encrypt (with that server's public key), login. */
export function makeClient(baseUrl: string, publicKey: string): Pick<TestApp, 'call' | 'encrypt' | 'login'> {
  const call: TestApp['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.token = options.token;
    let body: string | undefined;
    if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(baseUrl + path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const raw = await response.text();
    let parsed: any = {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = {};
    }
    return { status: response.status, code: parsed.code, msg: parsed.msg, data: parsed.data, headers: response.headers, raw };
  };

  const encrypt: TestApp['encrypt'] = (password, overrides = {}) => {
    const secret = JSON.stringify({ password, ts: overrides.ts ?? Date.now(), nonce: overrides.nonce ?? crypto.randomBytes(16).toString('hex') });
    return crypto
      .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret))
      .toString('base64');
  };

  const login: TestApp['login'] = async (mobile, password) => {
    const answer = await call<UserSession>('POST', '/gc-manage/sys/user/login', { body: { mobile, password: encrypt(password) } });
    if (answer.code !== 200) throw new Error(`login ${mobile} failed: ${answer.status} ${answer.msg}`);
    return answer.data;
  };

  return { call, encrypt, login };
}

export type Peer = Pick<TestApp, 'call' | 'encrypt' | 'login' | 'baseUrl' | 'app'> & { close(): Promise<void> };

/**
 * A second server on the SAME database (same DATABASE_URL / DATA_DIR and the
 * same login key), as a second process behind a load balancer would be.
 */
export async function startPeer(t: TestApp): Promise<Peer> {
  const database = openDatabase(t.config);
  await migrateToLatest(database.db, database.dialect);
  await bootstrap(database.db, t.config, () => {});
  const app = await buildApp(t.config, database, { logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    app,
    ...makeClient(baseUrl, app.loginKey.publicKeyPem),
    async close() {
      await app.app.close();
      await database.close();
    },
  };
}

export type OutboxLine = { mobile: string; purpose: string; code: string; text: string; at: string };

/** Lines of DATA_DIR/sms-outbox.jsonl (the `outbox` SMS provider). */
export function readOutbox(t: Pick<TestApp, 'config'>): OutboxLine[] {
  const file = path.join(t.config.dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as OutboxLine);
}

/** The last code the outbox holds for a mobile and purpose. */
export function lastCode(t: Pick<TestApp, 'config'>, mobile: string, purpose: 'login' | 'reset'): string {
  const line = readOutbox(t).filter((l) => l.mobile === mobile && l.purpose === purpose).at(-1);
  if (!line) throw new Error(`no ${purpose} code for ${mobile} in the outbox`);
  return line.code;
}

export { Perm };
