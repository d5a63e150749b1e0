import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-db.js';

/**
 * The built server as a real process (npm test builds it first): a committed
 * change survives kill -9, and SIGTERM lets an in-flight request finish.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const ADMIN = { mobile: '13800000000', password: 'Process@2026pw' };

let testDb: TestDatabase;
let port = 0;
beforeAll(async () => {
  if (!fs.existsSync(mainJs)) throw new Error('apps/server/dist/main.js missing: run `npm run build` (npm test does)');
  testDb = await createTestDatabase();
  port = 20000 + Math.floor(Math.random() * 20000);
});
afterAll(async () => testDb?.drop());

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDb.dataDir,
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
      ADMIN_MOBILE: ADMIN.mobile,
      ADMIN_PASSWORD: ADMIN.password,
      SCRYPT_COST: '1024',
      WEB_DIST_DIR: path.join(testDb.dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function call(pathname: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

async function encrypt(password: string): Promise<string> {
  const key = ((await (await fetch(`http://127.0.0.1:${port}/gc-manage/sys/user/publicKey`)).json()) as { data: string }).data;
  const secret = JSON.stringify({ password, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
  return crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret)).toString('base64');
}

describe('server process', () => {
  it('keeps a committed change through kill -9 and leaves a sound database', async () => {
    let server = await startServer();
    const session = await call('/gc-manage/sys/user/login', { mobile: ADMIN.mobile, password: await encrypt(ADMIN.password) });
    expect(session.code).toBe(200);
    const saved = await call('/gc-manage/sys/user/save', { mobile: '13712345678', realName: '断电测试', deptId: 1, roleIds: [] }, session.data.token);
    expect(saved.code).toBe(200);
    const gone = exited(server);
    server.kill('SIGKILL');
    await gone;

    if (testDialect === 'sqlite') {
      const db = new SQLite(path.join(testDb.dataDir, 'tenderdesk.db'));
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }
    server = await startServer();
    try {
      const again = await call('/gc-manage/sys/user/login', { mobile: ADMIN.mobile, password: await encrypt(ADMIN.password) });
      const list = await call('/gc-manage/sys/user/list', { mobile: '13712345678' }, again.data.token);
      expect(list.data.list.map((u: { realName: string }) => u.realName)).toEqual(['断电测试']);
    } finally {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
    }
  });

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const server = await startServer();
    // Three wrong passwords make the fourth answer wait about a second (throttle).
    for (let i = 0; i < 3; i++) {
      expect((await call('/gc-manage/sys/user/login', { mobile: '13799998888', password: await encrypt('wrong-password-1') })).code).toBe(400);
    }
    const cipher = await encrypt('wrong-password-1');
    const started = Date.now();
    const inFlight = call('/gc-manage/sys/user/login', { mobile: '13799998888', password: cipher });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = exited(server);
    server.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('手机号或密码错误');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await exit).toBe(0);
  });
});
