import crypto from 'node:crypto';
import type { PermCode } from '@tenderdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MOBILE, Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;

// Seeded lines sit far in the past (T0…), away from lines the tests themselves cause.
const T0 = 1_600_000_000_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  adminId = (await t.database.db.selectFrom('sys_user').select('id').where('mobile', '=', ADMIN_MOBILE).executeTakeFirstOrThrow()).id;
  const db = t.database.db;
  const op = (i: number, userName: string, module: string, action: string, targetId: string, before: unknown, after: unknown, userId: number | null = 42) => ({
    user_id: userId,
    user_name: userName,
    module,
    action,
    target_type: 'test',
    target_id: targetId,
    before_json: before === undefined ? null : JSON.stringify(before),
    after_json: after === undefined ? null : JSON.stringify(after),
    ip: '10.0.0.1',
    request_id: `req-${i}`,
    at: T0 + i * 1000,
  });
  await db
    .insertInto('sys_operation_log')
    .values([
      op(1, '张三', '订单管理', '新增订单', 'A-1', undefined, { amount: 100 }),
      op(2, '李四', '订单管理', '修改金额', 'A-1', { amount: 100 }, { amount: 250 }),
      op(3, '100%王', '费用审核', '审核通过', 'B_2', { state: 0 }, { state: 1 }, 43),
      op(4, 'x_y', '费用审核', '审核驳回', 'B-2', undefined, undefined, 43),
      op(5, 'xay', '费用审核', '审核驳回', 'C-3', undefined, undefined, 44),
    ])
    .execute();
  const login = (i: number, mobile: string, method: string, success: number, ip: string) => ({
    mobile,
    user_id: null,
    method,
    success,
    reason: success ? '' : '密码错误',
    ip,
    user_agent: 'vitest',
    at: T0 + i * 1000,
  });
  await db
    .insertInto('sys_login_log')
    .values([
      login(1, '13911110000', 'password', 1, '192.168.1.10'),
      login(2, '13911110000', 'password', 0, '192.168.1.10'),
      login(3, '13922220000', 'code', 1, '192.168.1.11'),
      login(4, '139%_00000', 'password', 0, '192.168.1.12'),
      login(5, '13922220000', 'logout', 1, '192.168.1.11'),
    ])
    .execute();
});
afterAll(async () => t?.close());

async function userWith(perms: PermCode[]): Promise<string> {
  const db = t.database.db;
  const at = Date.now();
  const { id: roleId } = await db
    .insertInto('sys_role')
    .values({ name: `日志测试${crypto.randomBytes(3).toString('hex')}`, data_scope: 1, state: 1, builtin: 0, all_perms: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await db.selectFrom('sys_menu').select(['id', 'perms']).execute();
  const menuIds = menus.filter((m) => (perms as string[]).includes(m.perms)).map((m) => m.id);
  expect(menuIds.length).toBeGreaterThanOrEqual(perms.length);
  await db.insertInto('sys_role_menu').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
  const deptId = (await db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '日志查看者', deptId, roleIds: [roleId] } });
  expect(saved.code, saved.msg).toBe(200);
  const first = await t.login(mobile, saved.data.password);
  const changed = await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(`Pw-${crypto.randomBytes(6).toString('hex')}`) } });
  expect(changed.code, changed.msg).toBe(200);
  return first.token;
}

const seeded = { startTime: T0, endTime: T0 + 10_000 };

describe('POST /gc-manage/sys/log/operationList', () => {
  const list = (body: unknown, token: string | null = admin) => t.call('POST', '/gc-manage/sys/log/operationList', { token: token ?? undefined, body });

  it('pages newest first and parses before/after back to JSON', async () => {
    const res = await list({ ...seeded, page: 1, limit: 2 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(res.data.list.map((r: { targetId: string }) => r.targetId)).toEqual(['C-3', 'B-2']);
    const page2 = await list({ ...seeded, page: 2, limit: 2 });
    expect(page2.data.list.map((r: { action: string }) => r.action)).toEqual(['审核通过', '修改金额']);
    expect(page2.data.list[1]).toEqual({
      id: expect.any(Number),
      userId: 42,
      userName: '李四',
      module: '订单管理',
      action: '修改金额',
      targetType: 'test',
      targetId: 'A-1',
      before: { amount: 100 },
      after: { amount: 250 },
      ip: '10.0.0.1',
      requestId: 'req-2',
      at: T0 + 2000,
    });
    const last = await list({ ...seeded, page: 3, limit: 2 });
    expect(last.data.list[0]).toMatchObject({ userName: '张三', before: null, after: { amount: 100 } });
  });

  it('filters by module, action, targetId, userId and time range', async () => {
    const ids = async (body: object) => (await list({ ...seeded, ...body })).data.list.map((r: { requestId: string }) => r.requestId);
    expect(await ids({ module: '订单管理' })).toEqual(['req-2', 'req-1']);
    expect(await ids({ action: '审核驳回' })).toEqual(['req-5', 'req-4']);
    expect(await ids({ targetId: 'A-1' })).toEqual(['req-2', 'req-1']);
    expect(await ids({ userId: 43 })).toEqual(['req-4', 'req-3']);
    expect(await ids({ startTime: T0 + 2000, endTime: T0 + 3000 })).toEqual(['req-3', 'req-2']);
    expect(await ids({ module: '费用审核', userId: 44 })).toEqual(['req-5']);
  });

  it('treats LIKE and SQL metacharacters in userName as literal text', async () => {
    const names = async (userName: string) => (await list({ ...seeded, userName })).data.list.map((r: { userName: string }) => r.userName);
    expect(await names('%')).toEqual(['100%王']);
    expect(await names('_')).toEqual(['x_y']);
    expect(await names('x')).toEqual(['xay', 'x_y']);
    expect(await names("' or '1'='1")).toEqual([]);
    expect(await names('张')).toEqual(['张三']);
    // Exact-match filters take metacharacters literally too.
    expect((await list({ ...seeded, targetId: 'B_2' })).data.list.map((r: { requestId: string }) => r.requestId)).toEqual(['req-3']);
    expect((await list({ ...seeded, targetId: 'B%' })).data.total).toBe(0);
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.call('POST', '/gc-manage/sys/log/operationList', { token: admin, form: `module=${encodeURIComponent('订单管理')}&startTime=${T0}&endTime=${T0 + 10_000}&limit=1` });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 2, limit: 1 });
  });

  it('shows lines written by real changes', async () => {
    const res = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile: uniqueMobile(), realName: '被记录者', deptId: 1, roleIds: [] } });
    expect(res.code, res.msg).toBe(200);
    const found = await list({ userId: adminId, action: '新增用户', targetId: String(res.data.id) });
    expect(found.data.total).toBe(1);
    expect(found.data.list[0].after).toMatchObject({ realName: '被记录者' });
  });

  it('refuses bad filters with 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ page: 0 }, /页码不能小于1/],
      [{ limit: 201 }, /每页条数不能大于200/],
      [{ userId: 'abc' }, /操作人必须是整数/],
      [{ startTime: 'yesterday' }, /开始时间必须是整数/],
      [{ startTime: T0 + 5, endTime: T0 }, /开始时间不能晚于结束时间/],
      [{ sort: 'id; drop table sys_operation_log' }, /不允许设置字段：sort/],
      [{ userName: 'x'.repeat(31) }, /操作人不能超过30个字符/],
    ];
    for (const [body, message] of cases) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(message);
    }
  });

  it('answers 401 without a token and 403 without sys:log:operation', async () => {
    expect((await list({}, null)).status).toBe(401);
    const loginViewer = await userWith([Perm.LOG_LOGIN]);
    expect((await list({}, loginViewer)).status).toBe(403);
    const viewer = await userWith([Perm.LOG_OPERATION]);
    const res = await list(seeded, viewer);
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(5);
  });
});

describe('POST /gc-manage/sys/log/loginList', () => {
  const list = (body: unknown, token: string | null = admin) => t.call('POST', '/gc-manage/sys/log/loginList', { token: token ?? undefined, body });
  const ats = async (body: object) => (await list({ ...seeded, ...body })).data.list.map((r: { at: number }) => (r.at - T0) / 1000);

  it('pages newest first', async () => {
    const res = await list({ ...seeded, limit: 2, page: 1 });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(res.data.list[0]).toEqual({
      id: expect.any(Number),
      mobile: '13922220000',
      userId: null,
      method: 'logout',
      success: 1,
      reason: '',
      ip: '192.168.1.11',
      userAgent: 'vitest',
      at: T0 + 5000,
    });
    expect(await ats({ limit: 2, page: 1 })).toEqual([5, 4]);
    expect(await ats({ limit: 2, page: 2 })).toEqual([3, 2]);
  });

  it('filters by mobile (contains), ip, method, success and time range', async () => {
    expect(await ats({ mobile: '1111' })).toEqual([2, 1]);
    expect(await ats({ ip: '192.168.1.11' })).toEqual([5, 3]);
    expect(await ats({ ip: '192.168.1' })).toEqual([]); // ip is exact
    expect(await ats({ method: 'password' })).toEqual([4, 2, 1]);
    expect(await ats({ success: 0 })).toEqual([4, 2]);
    expect(await ats({ method: 'password', success: 1 })).toEqual([1]);
    expect(await ats({ startTime: T0 + 3000 })).toEqual([5, 4, 3]);
    expect(await ats({ endTime: T0 + 1000 })).toEqual([1]);
  });

  it('treats LIKE metacharacters in mobile as literal text', async () => {
    expect(await ats({ mobile: '%' })).toEqual([4]);
    expect(await ats({ mobile: '_' })).toEqual([4]);
    expect(await ats({ mobile: "'--" })).toEqual([]);
  });

  it('shows real sign-in attempts, failures included', async () => {
    const mobile = uniqueMobile();
    const bad = await t.call('POST', '/gc-manage/sys/user/login', { body: { mobile, password: t.encrypt('Wrong-pass-1') } });
    expect(bad.code).not.toBe(200);
    await t.login(ADMIN_MOBILE, 'Admin@2026pass');
    const failed = await list({ mobile, success: 0 });
    expect(failed.data.total).toBe(1);
    expect(failed.data.list[0]).toMatchObject({ mobile, method: 'password', success: 0 });
    const ok = await list({ mobile: ADMIN_MOBILE, success: 1, method: 'password' });
    expect(ok.data.total).toBeGreaterThanOrEqual(2);
  });

  it('accepts a form-encoded body', async () => {
    const res = await t.call('POST', '/gc-manage/sys/log/loginList', { token: admin, form: `method=code&success=1&startTime=${T0}&endTime=${T0 + 10_000}` });
    expect(res.status).toBe(200);
    expect(res.data.list.map((r: { mobile: string }) => r.mobile)).toEqual(['13922220000']);
  });

  it('refuses bad filters with 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ method: 'sms' }, /登录方式的取值无效/],
      [{ success: 2 }, /结果的取值无效/],
      [{ mobile: '1'.repeat(12) }, /手机号不能超过11个字符/],
      [{ endTime: -1 }, /结束时间不能小于0/],
      [{ startTime: T0 + 1, endTime: T0 }, /开始时间不能晚于结束时间/],
      [{ userId: 1 }, /不允许设置字段：userId/],
    ];
    for (const [body, message] of cases) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(message);
    }
  });

  it('answers 401 without a token and 403 without sys:log:login', async () => {
    expect((await list({}, null)).status).toBe(401);
    const opViewer = await userWith([Perm.LOG_OPERATION]);
    expect((await list({}, opViewer)).status).toBe(403);
    const viewer = await userWith([Perm.LOG_LOGIN]);
    expect((await list(seeded, viewer)).data.total).toBe(5);
  });
});
