import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built server (apps/server/dist/main.js) as a real process on a fresh
 * SQLite database in a temp DATA_DIR, serving the built web app
 * (apps/web/dist). One per test file: start in beforeAll, stop in afterAll.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const MAIN_JS = path.join(ROOT, 'apps/server/dist/main.js');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const ADMIN_MOBILE = '13800000000';
export const ADMIN_PASSWORD = 'E2e-Admin@2026';

export type ApiAnswer<T = any> = { status: number; code: number; msg: string; data: T };

export type Session = {
  userId: number;
  token: string;
  mobile: string;
  isSetPassword: 0 | 1;
  [key: string]: unknown;
};

export type E2eServer = {
  baseUrl: string;
  dataDir: string;
  /** The copy of apps/web/dist this server serves. */
  webDist: string;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  call<T = any>(method: string, pathname: string, body?: unknown, token?: string): Promise<ApiAnswer<T>>;
  encrypt(password: string): Promise<string>;
  login(mobile: string, password: string): Promise<Session>;
  adminToken(): Promise<string>;
  /** Creates a role granting exactly these codes (menu ids looked up from sys/menu/list); answers its id. */
  createRole(perms: string[], name?: string): Promise<number>;
  /** Replaces a role's codes. */
  updateRole(id: number, perms: string[]): Promise<void>;
  /** Creates a role with these codes and a user holding it whose password is set; answers mobile and password. */
  userWithPerms(perms: string[]): Promise<{ mobile: string; password: string; userId: number; roleId: number }>;
  /** Lines of DATA_DIR/sms-outbox.jsonl. */
  outbox(): Array<{ mobile: string; purpose: string; code: string; text: string; at: string }>;
  /** Waits for a new SMS code for the mobile (one more than `after` lines). */
  waitForCode(mobile: string, purpose: string, after?: number): Promise<string>;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Copies apps/web/dist for one server: the server reads index.html and the
 * asset list at start, so a rebuild by someone else during the run would
 * otherwise leave the page pointing at chunks that no longer exist. Waits
 * (up to 60 s) while a build is half-written: every asset index.html names
 * must be present.
 */
async function snapshotWebDist(target: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.cpSync(WEB_DIST, target, { recursive: true });
      const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (assets.length > 0 && assets.every((a) => fs.existsSync(path.join(target, a)))) return target;
    } catch {
      // the build is rewriting dist right now
    }
    if (Date.now() > deadline) throw new Error(`${WEB_DIST} is incomplete (a build in progress?): run \`npm run build\``);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

let mobileSeq = 0;
export function uniqueMobile(): string {
  mobileSeq += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
}

export async function startServer(options: { adminPassword?: string | null; env?: Record<string, string> } = {}): Promise<E2eServer> {
  if (!fs.existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run \`npm run build\` first`);
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first`);
  const adminPassword = options.adminPassword === undefined ? ADMIN_PASSWORD : options.adminPassword;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenderdesk-e2e-'));
  const webDist = await snapshotWebDist(path.join(dataDir, 'web'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_MOBILE,
    SCRYPT_COST: '1024',
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'info',
    ...(options.env ?? {}),
  };
  // Never inherit a database or admin password from the caller's shell.
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  if (adminPassword) env.ADMIN_PASSWORD = adminPassword;

  const child: ChildProcess = spawn(process.execPath, [MAIN_JS], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${code}):\n${output}`));
    });
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  let publicKey: string | undefined;
  let admin: string | undefined;

  const call = async <T = any>(method: string, pathname: string, body?: unknown, token?: string): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = {};
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + pathname, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const raw = await response.text();
    let parsed: any = {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = { msg: raw };
    }
    return { status: response.status, code: parsed.code, msg: parsed.msg ?? parsed.message, data: parsed.data };
  };

  const encrypt = async (password: string) => {
    publicKey ??= (await call<string>('GET', '/gc-manage/sys/user/publicKey')).data;
    const secret = JSON.stringify({ password, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
    return crypto
      .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret))
      .toString('base64');
  };

  const login = async (mobile: string, password: string) => {
    const answer = await call<Session>('POST', '/gc-manage/sys/user/login', { mobile, password: await encrypt(password) });
    if (answer.code !== 200) throw new Error(`login ${mobile} failed: ${answer.status} ${answer.code} ${answer.msg}`);
    return answer.data;
  };

  const adminToken = async () => {
    if (!adminPassword) throw new Error('this server has no known admin password');
    return (admin ??= (await login(ADMIN_MOBILE, adminPassword)).token);
  };

  const menuIdsFor = async (perms: string[]) => {
    const tree = await call<any[]>('POST', '/gc-manage/sys/menu/list', {}, await adminToken());
    if (tree.code !== 200) throw new Error(`menu list failed: ${tree.msg}`);
    const flat: Array<{ id: number; perms: string }> = [];
    const walk = (nodes: any[]) => nodes.forEach((n) => (flat.push(n), walk(n.children ?? [])));
    walk(tree.data);
    const missing = perms.filter((p) => !flat.some((m) => m.perms === p));
    if (missing.length) throw new Error(`no menu holds ${missing.join(', ')}`);
    return flat.filter((m) => perms.includes(m.perms)).map((m) => m.id);
  };

  const createRole = async (perms: string[], name = `E2E角色${crypto.randomBytes(3).toString('hex')}`) => {
    const role = await call('POST', '/gc-manage/sys/role/save', { name, dataScope: 1, menuIds: await menuIdsFor(perms) }, await adminToken());
    if (role.code !== 200) throw new Error(`role save failed: ${role.msg}`);
    return typeof role.data === 'number' ? role.data : role.data.id;
  };

  const updateRole = async (id: number, perms: string[]) => {
    const token = await adminToken();
    const info = await call('GET', `/gc-manage/sys/role/info/${id}`, undefined, token);
    if (info.code !== 200) throw new Error(`role info failed: ${info.msg}`);
    const answer = await call('POST', '/gc-manage/sys/role/update', { id, name: info.data.name, dataScope: info.data.dataScope ?? 1, menuIds: await menuIdsFor(perms) }, token);
    if (answer.code !== 200) throw new Error(`role update failed: ${answer.msg}`);
  };

  const userWithPerms = async (perms: string[]) => {
    const token = await adminToken();
    const roleId = await createRole(perms);
    const depts = await call<any[]>('POST', '/gc-manage/sys/dept/tree', {}, token);
    if (depts.code !== 200 || !depts.data?.length) throw new Error(`dept tree failed: ${depts.msg}`);
    const mobile = uniqueMobile();
    const saved = await call('POST', '/gc-manage/sys/user/save', { mobile, realName: 'E2E用户', deptId: depts.data[0].id, roleIds: [roleId] }, token);
    if (saved.code !== 200) throw new Error(`user save failed: ${saved.msg}`);
    const first = await login(mobile, saved.data.password as string);
    const password = `E2e-${crypto.randomBytes(6).toString('hex')}`;
    const changed = await call('POST', '/gc-manage/sys/user/updatePassword', { password: await encrypt(password) }, first.token);
    if (changed.code !== 200) throw new Error(`password change failed: ${changed.msg}`);
    await call('POST', '/gc-manage/sys/user/logout', {}, first.token);
    return { mobile, password, userId: saved.data.id as number, roleId };
  };

  const outboxFile = path.join(dataDir, 'sms-outbox.jsonl');
  const outbox = () =>
    fs.existsSync(outboxFile)
      ? fs.readFileSync(outboxFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
      : [];
  const waitForCode = async (mobile: string, purpose: string, after = 0) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const lines = outbox().filter((l) => l.mobile === mobile && l.purpose === purpose);
      if (lines.length > after) return lines.at(-1)!.code as string;
      if (Date.now() > deadline) throw new Error(`no ${purpose} SMS code for ${mobile} in ${outboxFile}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return { baseUrl, dataDir, webDist, output: () => output, call, encrypt, login, adminToken, createRole, updateRole, userWithPerms, outbox, waitForCode, stop };
}
