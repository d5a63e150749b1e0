#!/usr/bin/env node
// Benchmark (not a test): `npm run bench`.
// Starts the real server on a fresh embedded database holding 10,000 users,
// loads POST /gc-manage/sys/user/list (signed in, page of 20, department
// filter) with autocannon, and in the same run a bare Fastify hello-world
// as the baseline. Prints requests/s, p99 and their ratio.
// Targets (issue 2): ratio >= 0.5, p99 < 30 ms at 50 connections.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 10_000;
const ADMIN = { mobile: '13800000000', password: 'Bench@2026pass' };

function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited (${code}):\n${output}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

function seedUsers(dataDir) {
  const db = new SQLite(path.join(dataDir, 'tenderdesk.db'));
  const now = Date.now();
  const root = db.prepare('select id, path from sys_dept order by id limit 1').get();
  const insertDept = db.prepare('insert into sys_dept (parent_id, path, name, order_num, phone, remark, created_at, updated_at) values (?, ?, ?, ?, \'\', \'\', ?, ?)');
  const setPath = db.prepare('update sys_dept set path = ? where id = ?');
  const insertUser = db.prepare(
    'insert into sys_user (mobile, user_name, real_name, avatar, dept_id, state, is_set_password, password_hash, last_login_ip, created_at, updated_at) values (?, ?, ?, \'\', ?, 1, 1, null, \'\', ?, ?)',
  );
  const deptIds = [];
  db.transaction(() => {
    for (let d = 0; d < 20; d++) {
      const id = Number(insertDept.run(root.id, '', `部门${d + 1}`, d, now, now).lastInsertRowid);
      setPath.run(`${root.path}${id}/`, id);
      deptIds.push(id);
    }
    const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
    for (let i = 0; i < USERS; i++) {
      const name = `${surnames[i % surnames.length]}${i}`;
      insertUser.run(`150${String(i).padStart(8, '0')}`, name, name, deptIds[i % deptIds.length], now - i, now - i);
    }
  })();
  db.exec('analyze');
  db.close();
  return deptIds[3];
}

async function login(base) {
  const key = (await (await fetch(`${base}/gc-manage/sys/user/publicKey`)).json()).data;
  const secret = JSON.stringify({ password: ADMIN.password, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
  const cipher = crypto.publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret)).toString('base64');
  const answer = await (await fetch(`${base}/gc-manage/sys/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: ADMIN.mobile, password: cipher }) })).json();
  if (answer.code !== 200) throw new Error(`login failed: ${answer.msg}`);
  return answer.data.token;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenderdesk-bench-'));
const serverEnv = { DATA_DIR: dataDir, PORT: '18181', HOST: '127.0.0.1', ADMIN_MOBILE: ADMIN.mobile, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') };
let server;
let hello;
try {
  // First start creates the schema; seed while it is down so the run starts warm and analysed.
  server = await startProcess(['apps/server/dist/main.js'], { ...serverEnv, LOG_LEVEL: 'info' }, 'Server listening');
  await stop(server);
  const deptId = seedUsers(dataDir);
  server = await startProcess(['apps/server/dist/main.js'], { ...serverEnv, LOG_LEVEL: 'info' }, 'Server listening');
  const base = 'http://127.0.0.1:18181';
  const token = await login(base);
  const body = JSON.stringify({ page: 1, limit: 20, deptId });
  const check = await (await fetch(`${base}/gc-manage/sys/user/list`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body })).json();
  if (check.code !== 200 || check.data.list.length !== 20) throw new Error(`unexpected list answer: ${JSON.stringify(check).slice(0, 300)}`);
  console.log(`已准备：${USERS} 个用户，部门筛选命中 ${check.data.total} 人；${CONNECTIONS} 连接，各 ${DURATION} 秒`);

  await load({ url: `${base}/gc-manage/sys/user/list`, method: 'POST', headers: { token, 'content-type': 'application/json' }, body, duration: 2 }); // warm-up
  const list = summary(await load({ url: `${base}/gc-manage/sys/user/list`, method: 'POST', headers: { token, 'content-type': 'application/json' }, body }));
  await stop(server);
  server = undefined;

  hello = await startProcess(['bench/hello-fastify.mjs'], { PORT: '18182' }, 'ready');
  await load({ url: 'http://127.0.0.1:18182/', duration: 2 });
  const baseline = summary(await load({ url: 'http://127.0.0.1:18182/' }));

  const ratio = list.rps / baseline.rps;
  console.log('');
  console.log('| 场景 | 请求/秒 | p99 (ms) | 错误 |');
  console.log('|---|---|---|---|');
  console.log(`| sys/user/list（登录，20 条/页，部门筛选） | ${list.rps.toFixed(0)} | ${list.p99} | ${list.errors} |`);
  console.log(`| 基线：Fastify hello-world | ${baseline.rps.toFixed(0)} | ${baseline.p99} | ${baseline.errors} |`);
  console.log('');
  console.log(`ratio = ${ratio.toFixed(3)}（目标 ≥ 0.5：${ratio >= 0.5 ? '达到' : '未达到'}）；p99 = ${list.p99} ms（目标 < 30 ms：${list.p99 < 30 ? '达到' : '未达到'}）`);
} finally {
  if (server) await stop(server);
  if (hello) await stop(hello);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
