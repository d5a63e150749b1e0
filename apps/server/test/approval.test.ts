import crypto from 'node:crypto';
import { ApprovalBusinessType, ApprovalRule, ApproverType, type PermCode } from '@tenderdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findApprovalFlow, resolveStepApprovers } from '../src/modules/approval/routes.js';
import { Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let deptId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  deptId = (await t.database.db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

/** A role granting exactly these codes, written straight to the tables (independent of the role module). */
async function createRole(perms: PermCode[], state = 1): Promise<number> {
  const db = t.database.db;
  const at = Date.now();
  const { id } = await db
    .insertInto('sys_role')
    .values({ name: `审批测试${crypto.randomBytes(3).toString('hex')}`, data_scope: 1, state, builtin: 0, all_perms: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await db.selectFrom('sys_menu').select(['id', 'perms']).execute();
  const menuIds = menus.filter((m) => (perms as string[]).includes(m.perms)).map((m) => m.id);
  expect(new Set(menus.filter((m) => menuIds.includes(m.id)).map((m) => m.perms)).size).toBe(perms.length);
  if (menuIds.length > 0) await db.insertInto('sys_role_menu').values(menuIds.map((menu_id) => ({ role_id: id, menu_id }))).execute();
  return id;
}

/** A user (created through the API) holding the given roles; signs in and sets a password when asked. */
async function createUser(roleIds: number[], opts: { signIn?: boolean; realName?: string } = {}): Promise<{ userId: number; token: string }> {
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: opts.realName ?? '审批人', deptId, roleIds } });
  expect(saved.code, saved.msg).toBe(200);
  if (!opts.signIn) return { userId: saved.data.id, token: '' };
  const first = await t.login(mobile, saved.data.password);
  const changed = await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(`Pw-${crypto.randomBytes(6).toString('hex')}`) } });
  expect(changed.code, changed.msg).toBe(200);
  return { userId: saved.data.id, token: first.token };
}

async function userWith(perms: PermCode[]): Promise<string> {
  return (await createUser([await createRole(perms)], { signIn: true })).token;
}

const stepCount = async () => Number((await t.database.db.selectFrom('sys_approval_step').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const flowRow = (type: string) => t.database.db.selectFrom('sys_approval_flow').selectAll().where('business_type', '=', type).executeTakeFirst();
const opLogs = (targetId: string) =>
  t.database.db.selectFrom('sys_operation_log').selectAll().where('target_type', '=', 'approval_flow').where('target_id', '=', targetId).orderBy('id').execute();

describe('POST /gc-manage/sys/approval/list', () => {
  it('lists every business type in catalogue order, unconfigured ones included', async () => {
    const res = await t.call('POST', '/gc-manage/sys/approval/list', { token: admin });
    expect(res.status).toBe(200);
    expect(res.data.map((f: { businessType: string }) => f.businessType)).toEqual([...ApprovalBusinessType.values]);
    const archive = res.data.find((f: { businessType: string }) => f.businessType === 'archive_level_3');
    expect(archive).toMatchObject({ businessTypeName: '档案三级审核', configured: false, steps: [], enabled: 0, updatedAt: null });
  });

  it('answers 401 without a token and 403 without sys:conf:approve', async () => {
    expect((await t.call('POST', '/gc-manage/sys/approval/list')).status).toBe(401);
    const other = await userWith([Perm.LOG_LOGIN]);
    const res = await t.call('POST', '/gc-manage/sys/approval/list', { token: other });
    expect(res.status).toBe(403);
  });

  it('lets a holder of sys:conf:approve read but not save or delete', async () => {
    const viewer = await userWith([Perm.CONF_APPROVE]);
    expect((await t.call('POST', '/gc-manage/sys/approval/list', { token: viewer })).status).toBe(200);
    expect((await t.call('GET', '/gc-manage/sys/approval/info/notice', { token: viewer })).status).toBe(200);
    const save = await t.call('POST', '/gc-manage/sys/approval/save', {
      token: viewer,
      body: { businessType: 'failed_bid', enabled: 1, steps: [{ name: '审核', approverType: 2, userIds: [1], rule: 1 }] },
    });
    expect(save.status).toBe(403);
    expect(await flowRow('failed_bid')).toBeUndefined();
  });
});

describe('POST /gc-manage/sys/approval/save', () => {
  it('creates a flow with ordered steps, resolves names, and logs the change', async () => {
    const roleId = await createRole([Perm.PROCESS_MANAGE]);
    const roleName = (await t.database.db.selectFrom('sys_role').select('name').where('id', '=', roleId).executeTakeFirstOrThrow()).name;
    const a = await createUser([], { realName: '张三' });
    const b = await createUser([], { realName: '李四' });
    const res = await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: {
        businessType: 'project_registration',
        enabled: 1,
        remark: '项目登记需两级审批',
        steps: [
          { name: '部门审核', approverType: ApproverType.ROLE, roleId, rule: ApprovalRule.ANY },
          { name: '领导审批', approverType: ApproverType.USER, userIds: [b.userId, a.userId], rule: ApprovalRule.ALL },
        ],
      },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ businessType: 'project_registration', businessTypeName: '项目登记', configured: true, enabled: 1, remark: '项目登记需两级审批' });
    const adminName = (await t.database.db.selectFrom('sys_user').select('real_name').where('mobile', '=', '13800000000').executeTakeFirstOrThrow()).real_name;
    expect(res.data.updatedBy).toBe(adminName);
    expect(res.data.updatedAt).toBeGreaterThan(0);
    expect(res.data.steps).toEqual([
      { seq: 1, name: '部门审核', approverType: 1, roleId, roleName, userIds: [], userNames: [], rule: 1 },
      { seq: 2, name: '领导审批', approverType: 2, roleId: null, roleName: '', userIds: [b.userId, a.userId], userNames: ['李四', '张三'], rule: 2 },
    ]);

    const flow = await flowRow('project_registration');
    expect(flow).toMatchObject({ enabled: 1, remark: '项目登记需两级审批' });
    const steps = await t.database.db.selectFrom('sys_approval_step').selectAll().where('flow_id', '=', flow!.id).orderBy('seq').execute();
    expect(steps.map((s) => [s.seq, s.name, s.role_id, JSON.parse(s.user_ids)])).toEqual([
      [1, '部门审核', roleId, []],
      [2, '领导审批', null, [b.userId, a.userId]],
    ]);

    const info = await t.call('GET', '/gc-manage/sys/approval/info/project_registration', { token: admin });
    expect(info.data).toEqual(res.data);
    const list = await t.call('POST', '/gc-manage/sys/approval/list', { token: admin });
    expect(list.data[0]).toEqual(res.data);

    const logs = await opLogs('project_registration');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ module: '审批配置', action: '新增审批流程', before_json: null });
    expect(JSON.parse(logs[0]!.after_json!).steps).toHaveLength(2);
  });

  it('replaces the steps on a second save (upsert by business type)', async () => {
    const u = await createUser([], { realName: '王五' });
    const first = await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'invitation', enabled: 1, steps: [1, 2, 3].map((n) => ({ name: `第${n}步`, approverType: 2, userIds: [u.userId], rule: 1 })) },
    });
    expect(first.data.steps).toHaveLength(3);
    const flowId = (await flowRow('invitation'))!.id;
    const second = await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'invitation', enabled: 0, steps: [{ name: '唯一步骤', approverType: 2, userIds: [u.userId], rule: 2 }] },
    });
    expect(second.status, second.msg).toBe(200);
    expect((await flowRow('invitation'))).toMatchObject({ id: flowId, enabled: 0 });
    const rows = await t.database.db.selectFrom('sys_approval_step').select(['seq', 'name']).where('flow_id', '=', flowId).execute();
    expect(rows).toEqual([{ seq: 1, name: '唯一步骤' }]);
    const logs = await opLogs('invitation');
    expect(logs.map((l) => l.action)).toEqual(['新增审批流程', '修改审批流程']);
    expect(JSON.parse(logs[1]!.before_json!).steps).toHaveLength(3);
  });

  it('accepts a form-encoded body with bracketed arrays', async () => {
    const u1 = await createUser([]);
    const u2 = await createUser([]);
    const form = [
      'businessType=notice',
      'enabled=1',
      `steps[0][name]=${encodeURIComponent('经办人审核')}`,
      'steps[0][approverType]=2',
      `steps[0][userIds][]=${u1.userId}`,
      `steps[0][userIds][]=${u2.userId}`,
      'steps[0][rule]=2',
    ].join('&');
    const res = await t.call('POST', '/gc-manage/sys/approval/save', { token: admin, form });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.steps).toMatchObject([{ name: '经办人审核', approverType: 2, userIds: [u1.userId, u2.userId], rule: 2 }]);
    const flow = await flowRow('notice');
    const step = await t.database.db.selectFrom('sys_approval_step').selectAll().where('flow_id', '=', flow!.id).executeTakeFirstOrThrow();
    expect(JSON.parse(step.user_ids)).toEqual([u1.userId, u2.userId]);
  });

  it('keeps only the approvers of the chosen kind', async () => {
    const roleId = await createRole([]);
    const u = await createUser([]);
    const res = await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'award_notice', enabled: 1, steps: [{ name: '审核', approverType: 1, roleId, userIds: [u.userId], rule: 1 }] },
    });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.steps[0]).toMatchObject({ roleId, userIds: [] });
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const u = await createUser([]);
    const valid = { businessType: 'tender_document', enabled: 1, steps: [{ name: '审核', approverType: 2, userIds: [u.userId], rule: 1 }] };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...valid, businessType: undefined }, /请选择业务类型/],
      [{ ...valid, businessType: 'tender_document; drop table sys_user' }, /业务类型的取值无效/],
      [{ ...valid, enabled: 'yes' }, /是否启用的取值无效/],
      [{ ...valid, steps: [] }, /至少需要一个审批步骤/],
      [{ ...valid, steps: 'x' }, /审批步骤必须是列表/],
      [{ ...valid, steps: [{ ...valid.steps[0], approverType: 9 }] }, /审批人类型的取值无效/],
      [{ ...valid, steps: [{ ...valid.steps[0], userIds: ['abc'] }] }, /审批人必须是整数/],
      [{ ...valid, steps: [{ ...valid.steps[0], userIds: [] }] }, /请选择审批人/],
      [{ ...valid, steps: [{ name: '审核', approverType: 1, rule: 1 }] }, /请选择审批角色/],
      [{ ...valid, steps: [{ ...valid.steps[0], name: '' }] }, /请填写步骤名称/],
      [{ ...valid, id: 5 }, /不允许设置字段：id/],
      [{ ...valid, steps: [{ ...valid.steps[0], seq: 3 }] }, /不允许设置字段：seq/],
      [{ ...valid, steps: Array.from({ length: 11 }, () => valid.steps[0]) }, /审批步骤最多10个/],
    ];
    const before = await stepCount();
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/gc-manage/sys/approval/save', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(message);
    }
    expect(await flowRow('tender_document')).toBeUndefined();
    expect(await stepCount()).toBe(before);
  });

  it('requires an existing enabled role and live enabled users, naming the culprit', async () => {
    const disabledRole = await createRole([], 0);
    const live = await createUser([]);
    const disabled = await createUser([], { realName: '停用者' });
    const deleted = await createUser([], { realName: '离职者' });
    expect((await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: disabled.userId, state: 0 } })).code).toBe(200);
    expect((await t.call('DELETE', `/gc-manage/sys/user/delete/${deleted.userId}`, { token: admin })).code).toBe(200);

    const save = (steps: unknown[]) => t.call('POST', '/gc-manage/sys/approval/save', { token: admin, body: { businessType: 'result_publicity', enabled: 1, steps } });
    const ok = { name: '一审', approverType: 2, userIds: [live.userId], rule: 1 };

    let res = await save([ok, { name: '二审', approverType: 1, roleId: 999999, rule: 1 }]);
    expect(res.status).toBe(400);
    expect(res.msg).toBe('第2步「二审」的审批角色（编号999999）不存在');

    res = await save([{ name: '二审', approverType: 1, roleId: disabledRole, rule: 1 }]);
    expect(res.status).toBe(400);
    expect(res.msg).toMatch(/第1步「二审」的审批角色「.+」已停用/);

    res = await save([ok, { name: '复核', approverType: 2, userIds: [live.userId, disabled.userId, deleted.userId, 999999], rule: 2 }]);
    expect(res.status).toBe(400);
    expect(res.msg).toBe(`第2步「复核」的审批人不存在或已停用：停用者（编号${disabled.userId}）、离职者（编号${deleted.userId}）、编号999999`);

    expect(await flowRow('result_publicity')).toBeUndefined();
    expect(await opLogs('result_publicity')).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.call('POST', '/gc-manage/sys/approval/save', { body: { businessType: 'notice', enabled: 1, steps: [] } });
    expect(res.status).toBe(401);
  });
});

describe('GET /gc-manage/sys/approval/info/:businessType', () => {
  it('answers an unconfigured type as not configured', async () => {
    const res = await t.call('GET', '/gc-manage/sys/approval/info/archive_level_2', { token: admin });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ businessType: 'archive_level_2', configured: false, steps: [] });
  });

  it('refuses unknown types, traversal and SQL text with 400; 401/403 without access', async () => {
    for (const bad of ['nope', '..%2F..%2Fetc%2Fpasswd', encodeURIComponent("notice' or '1'='1")]) {
      const res = await t.call('GET', `/gc-manage/sys/approval/info/${bad}`, { token: admin });
      expect(res.status, bad).toBe(400);
      expect(res.msg).toBe('业务类型的取值无效');
    }
    expect((await t.call('GET', '/gc-manage/sys/approval/info/notice')).status).toBe(401);
    const other = await userWith([Perm.APPROVAL_SAVE]);
    expect((await t.call('GET', '/gc-manage/sys/approval/info/notice', { token: other })).status).toBe(403);
  });
});

describe('DELETE /gc-manage/sys/approval/delete/:businessType', () => {
  it('deletes the flow and its steps, logging what was there', async () => {
    const u = await createUser([]);
    await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'deposit_refund', enabled: 1, steps: [{ name: '财务审核', approverType: 2, userIds: [u.userId], rule: 1 }] },
    });
    const flowId = (await flowRow('deposit_refund'))!.id;
    const res = await t.call('DELETE', '/gc-manage/sys/approval/delete/deposit_refund', { token: admin });
    expect(res.status, res.msg).toBe(200);
    expect(await flowRow('deposit_refund')).toBeUndefined();
    expect(await t.database.db.selectFrom('sys_approval_step').select('id').where('flow_id', '=', flowId).execute()).toHaveLength(0);
    const info = await t.call('GET', '/gc-manage/sys/approval/info/deposit_refund', { token: admin });
    expect(info.data.configured).toBe(false);
    const logs = await opLogs('deposit_refund');
    expect(logs.at(-1)).toMatchObject({ action: '删除审批流程', after_json: null });
    expect(JSON.parse(logs.at(-1)!.before_json!).steps[0].name).toBe('财务审核');
  });

  it('answers 404 for an unconfigured type, 400 for an unknown one', async () => {
    expect((await t.call('DELETE', '/gc-manage/sys/approval/delete/extraction_void', { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', '/gc-manage/sys/approval/delete/whatever', { token: admin })).status).toBe(400);
  });

  it('answers 401 without a token and 403 without sys:approval:delete, keeping the flow', async () => {
    const u = await createUser([]);
    await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'fee_review', enabled: 1, steps: [{ name: '审核', approverType: 2, userIds: [u.userId], rule: 1 }] },
    });
    expect((await t.call('DELETE', '/gc-manage/sys/approval/delete/fee_review')).status).toBe(401);
    const other = await userWith([Perm.CONF_APPROVE, Perm.APPROVAL_SAVE]);
    expect((await t.call('DELETE', '/gc-manage/sys/approval/delete/fee_review', { token: other })).status).toBe(403);
    expect(await flowRow('fee_review')).toBeDefined();
  });
});

describe('findApprovalFlow and resolveStepApprovers', () => {
  it('answers the enabled flow steps, null when unconfigured or disabled', async () => {
    const roleId = await createRole([]);
    const u = await createUser([]);
    await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: {
        businessType: 'project_transfer',
        enabled: 1,
        steps: [
          { name: '部门负责人', approverType: 1, roleId, rule: 1 },
          { name: '总经理', approverType: 2, userIds: [u.userId], rule: 2 },
        ],
      },
    });
    const steps = await findApprovalFlow(t.database.db, 'project_transfer');
    expect(steps).toEqual([
      { seq: 1, name: '部门负责人', approverType: 1, roleId, userIds: [], rule: 1 },
      { seq: 2, name: '总经理', approverType: 2, roleId: null, userIds: [u.userId], rule: 2 },
    ]);
    expect(await findApprovalFlow(t.database.db, 'extraction_request')).toBeNull();

    await t.call('POST', '/gc-manage/sys/approval/save', {
      token: admin,
      body: { businessType: 'project_transfer', enabled: 0, steps: [{ name: '总经理', approverType: 2, userIds: [u.userId], rule: 2 }] },
    });
    expect(await findApprovalFlow(t.database.db, 'project_transfer')).toBeNull();
  });

  it('resolves a role step to its enabled live members, and a user step to enabled named users', async () => {
    const roleId = await createRole([]);
    const m1 = await createUser([roleId]);
    const m2 = await createUser([roleId]);
    const off = await createUser([roleId]);
    const gone = await createUser([roleId]);
    await createUser([]); // not a member
    await t.call('POST', '/gc-manage/sys/user/updateState', { token: admin, body: { id: off.userId, state: 0 } });
    await t.database.db.updateTable('sys_user').set({ deleted_at: Date.now() }).where('id', '=', gone.userId).execute();

    expect(await resolveStepApprovers(t.database.db, { approverType: 1, roleId, userIds: [] })).toEqual([m1.userId, m2.userId].sort((a, b) => a - b));
    expect(await resolveStepApprovers(t.database.db, { approverType: 2, roleId: null, userIds: [m2.userId, off.userId, gone.userId, m1.userId] })).toEqual([m2.userId, m1.userId]);

    // A disabled role grants nothing, so its members cannot approve through it.
    await t.database.db.updateTable('sys_role').set({ state: 0 }).where('id', '=', roleId).execute();
    expect(await resolveStepApprovers(t.database.db, { approverType: 1, roleId, userIds: [] })).toEqual([]);
  });
});
