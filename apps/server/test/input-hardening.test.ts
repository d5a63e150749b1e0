import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { installErrorHandling } from '../src/platform/error-handler.js';
import { captureLogs } from './support/log-capture.js';
import { ADMIN_MOBILE, ADMIN_PASSWORD, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let root: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  root = (await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const userCount = async () => (await t.database.db.selectFrom('sys_user').select('id').execute()).length;

describe('field validation', () => {
  it('missing and mistyped fields answer 400 with a Chinese message naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ realName: '甲', deptId: root, roleIds: [] }, '请填写手机号'],
      [{ mobile: 13900000000, realName: '甲', deptId: root, roleIds: [] }, '手机号必须是文本'],
      [{ mobile: '12345', realName: '甲', deptId: root, roleIds: [] }, '手机号格式不正确'],
      [{ mobile: uniqueMobile(), deptId: root, roleIds: [] }, '请填写姓名'],
      [{ mobile: uniqueMobile(), realName: '甲'.repeat(31), deptId: root, roleIds: [] }, '姓名不能超过30个字符'],
      [{ mobile: uniqueMobile(), realName: '甲', deptId: 'abc', roleIds: [] }, '部门必须是整数'],
      [{ mobile: uniqueMobile(), realName: '甲', roleIds: [] }, '请填写部门'],
      [{ mobile: uniqueMobile(), realName: '甲', deptId: root, roleIds: ['x'] }, '角色'],
      [{ mobile: uniqueMobile(), realName: '甲', deptId: root, roleIds: { a: 1 } }, '角色'],
    ];
    const before = await userCount();
    for (const [body, message] of cases) {
      const answer = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain(message);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await userCount()).toBe(before);
    const login = await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile: ADMIN_MOBILE } });
    expect(login.status).toBe(400);
    expect(login.msg).toBe('请填写密码');
    const code = await t.call('POST', '/gc-manage/sys/user/codeLogin', { body: { mobile: ADMIN_MOBILE, code: '12ab56' } });
    expect(code.msg).toBe('验证码应为6位数字');
  });

  it('a body over 1 MB answers 413, JSON or form', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const json = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { keyword: big } });
    expect(json.status).toBe(413);
    expect(json.code).toBe(413);
    const form = await t.call('POST', '/gc-manage/sys/user/login', { form: `mobile=${ADMIN_MOBILE}&password=${big}` });
    expect(form.status).toBe(413);
    expect(form.code).toBe(413);
  });

  it('invalid JSON answers 400, an unknown content type 415', async () => {
    const empty = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(empty.code).toBe(400);
    const broken = await fetch(`${t.baseUrl}/gc-manage/sys/user/list`, { method: 'POST', headers: { token: admin, 'content-type': 'application/json' }, body: '{"page": 1,' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: number }).code).toBe(400);
    const xml = await fetch(`${t.baseUrl}/gc-manage/sys/user/list`, { method: 'POST', headers: { token: admin, 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml.status).toBe(415);
    expect(((await xml.json()) as { code: number }).code).toBe(415);
  });
});

describe('injection', () => {
  it('SQL metacharacters in keyword and filters are plain text; in orderField they are refused; the table stays', async () => {
    const before = await userCount();
    for (const keyword of ["' or 1=1 --", "'; drop table sys_user; --", '%', '_', '\\', '" OR ""="']) {
      const answer = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { keyword } });
      expect(answer.status, keyword).toBe(200);
      expect(answer.data.total).toBe(0);
    }
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { realName: "x' or '1'='1" } })).data.total).toBe(0);
    for (const orderField of ['id; drop table sys_user', 'id desc, (select 1)', '1']) {
      const answer = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { orderField } });
      expect(answer.status).toBe(400);
    }
    const order = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { order: 'desc; drop table sys_user' } });
    expect(order.status).toBe(400);
    expect((await t.call('POST', '/gc-manage/sys/user/orgUserlist', { token: admin, body: { keyword: "' or 1=1 --" } })).data).toEqual([]);
    expect((await t.call('GET', "/gc-manage/sys/user/info/1%20or%201=1", { token: admin })).status).toBe(400);
    expect(await userCount()).toBe(before);
    expect((await t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: {} })).data.total).toBe(before);
  });

  it('form bodies cannot pollute prototypes', async () => {
    const answer = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, form: '__proto__[polluted]=1&constructor[prototype][polluted]=1' });
    expect([200, 400]).toContain(answer.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('forbidden fields', () => {
  it('save refuses id, state, passwordHash, isSetPassword, createdAt and stores nothing', async () => {
    for (const field of ['id', 'state', 'passwordHash', 'password_hash', 'isSetPassword', 'createdAt', 'deletedAt', 'password']) {
      const mobile = uniqueMobile();
      const answer = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '越界', deptId: root, roleIds: [], [field]: field === 'id' ? 1 : 0 } });
      expect(answer.status, field).toBe(400);
      expect(answer.msg).toContain(field);
      expect(await t.database.db.selectFrom('sys_user').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    }
  });

  it('update refuses them too and changes nothing', async () => {
    const mobile = uniqueMobile();
    const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '原样', deptId: root, roleIds: [] } });
    const before = await t.database.db.selectFrom('sys_user').selectAll().where('id', '=', saved.data.id).executeTakeFirstOrThrow();
    for (const extra of [{ state: 0 }, { passwordHash: 'scrypt$1$8$1$x$y' }, { isSetPassword: 1 }, { createdAt: 1 }, { createdBy: 1 }]) {
      const answer = await t.call('POST', '/gc-manage/sys/user/update', { token: admin, body: { id: saved.data.id, mobile, realName: '改了', deptId: root, roleIds: [], ...extra } });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await t.database.db.selectFrom('sys_user').selectAll().where('id', '=', saved.data.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('form encoding', () => {
  it('form bodies with brackets work like JSON', async () => {
    const roles = await t.database.db.selectFrom('sys_role').select('id').where('code', 'in', ['project_manager', 'finance']).orderBy('id').execute();
    const mobile = uniqueMobile();
    const form = `mobile=${mobile}&realName=${encodeURIComponent('表单')}&deptId=${root}&roleIds[]=${roles[0]!.id}&roleIds[]=${roles[1]!.id}`;
    const answer = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, form });
    expect(answer.code).toBe(200);
    const info = await t.call('GET', `/gc-manage/sys/user/info/${answer.data.id}`, { token: admin });
    expect(info.data.roles.map((r: { id: number }) => r.id)).toEqual(roles.map((r) => r.id));
    const indexed = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, form: `mobile=${uniqueMobile()}&realName=x&deptId=${root}&roleIds[0]=${roles[0]!.id}` });
    expect(indexed.code).toBe(200);
    const list = await t.call('POST', '/gc-manage/sys/user/list', { token: admin, form: `page=1&limit=5&mobile=${mobile}` });
    expect(list.data.list.map((u: { id: number }) => u.id)).toEqual([answer.data.id]);
    const login = await t.call('POST', '/gc-manage/sys/user/login', { form: `mobile=${ADMIN_MOBILE}&password=${encodeURIComponent(t.encrypt(ADMIN_PASSWORD))}` });
    expect(login.code).toBe(200);
  });
});

describe('envelope', () => {
  it('an unknown path answers the 404 envelope', async () => {
    const answer = await t.call('POST', '/gc-manage/sys/nothing/here', { token: admin });
    expect(answer.status).toBe(404);
    expect(answer.code).toBe(404);
    expect(answer.msg).toEqual(expect.any(String));
    expect(answer.data).toBeNull();
  });

  it('HTTP status always equals body.code', async () => {
    const answers = await Promise.all([
      t.call('GET', '/gc-manage/sys/user/publicKey'),
      t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: {} }),
      t.call('POST', '/gc-manage/sys/user/list', { body: {} }),
      t.call('POST', '/gc-manage/sys/user/list', { token: admin, body: { page: 'x' } }),
      t.call('GET', '/gc-manage/sys/user/info/999999', { token: admin }),
      t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile: ADMIN_MOBILE, realName: 'x', deptId: root, roleIds: [] } }),
      t.call('GET', '/gc-manage/missing'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 400, 404, 409, 404]);
    for (const answer of answers) expect(answer.code).toBe(answer.status);
  });

  it('a 500 shows no internals', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app, loadConfig({}));
    app.get('/gc-manage/boom', { config: { access: { kind: 'public' } } }, async () => {
      throw new Error('SQLITE_ERROR: no such column password_hash at /srv/app/secret.ts:12');
    });
    const answer = await app.inject({ method: 'GET', url: '/gc-manage/boom' });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body.code).toBe(500);
    expect(body.data).toBeNull();
    expect(answer.body).not.toMatch(/SQLITE|password_hash|secret\.ts|stack|Error/);
    await app.close();
  });
});

describe('logs', () => {
  it('never contain a token, a password or a ciphertext', async () => {
    const capture = captureLogs();
    let logged: TestApp | undefined;
    try {
      logged = await startTestApp({ LOG_LEVEL: 'trace' }, { logger: true });
      const cipher = logged.encrypt(ADMIN_PASSWORD);
      const session = await logged.call('POST', '/gc-manage/sys/user/login', { body: { mobile: ADMIN_MOBILE, password: cipher } });
      expect(session.code).toBe(200);
      const token = session.data.token as string;
      await logged.call('POST', '/gc-manage/sys/user/login', { form: `mobile=${ADMIN_MOBILE}&password=${encodeURIComponent(logged.encrypt('Wrong-pass-1'))}` });
      await logged.call('GET', `/gc-manage/base/fileResource/getFileById?token=${token}&fileResourceId=1`);
      await logged.call('POST', '/gc-manage/sys/menu/nav', { token });
      await logged.call('POST', '/gc-manage/sys/user/sendCode', { body: { mobile: ADMIN_MOBILE } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const text = capture.text();
      expect(text).toContain('getFileById');
      expect(text).toContain('[REDACTED]');
      expect(text).not.toContain(token);
      expect(text).not.toContain(ADMIN_PASSWORD);
      expect(text).not.toContain('Wrong-pass-1');
      expect(text).not.toContain(cipher.slice(0, 40));
      const code = (await import('./support/test-app.js')).lastCode(logged, ADMIN_MOBILE, 'login');
      expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
      // JSON lines with request ids.
      const lines = capture.lines();
      expect(lines.some((l) => typeof l.reqId === 'string')).toBe(true);
    } finally {
      capture.stop();
      await logged?.close();
    }
  });
});
