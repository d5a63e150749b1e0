import fs from 'node:fs';
import path from 'node:path';
import { DataScope, flattenMenuCatalogue, Perm, type PermCode } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DB } from './db/schema.js';
import { now } from './platform/clock.js';
import { generatePassword, hashPassword } from './platform/crypto.js';

/**
 * Start-up data, idempotent and safe to run on every start of every server:
 * 1. menus: insert catalogue items that are missing (never overwrite edits);
 * 2. default roles (domain §1) when there are no roles at all;
 * 3. the first administrator when there are no users at all.
 */
export async function bootstrap(db: Kysely<DB>, config: Config, print: (text: string) => void): Promise<void> {
  await syncMenuCatalogue(db);
  await ensureDefaultRoles(db);
  await ensureFirstAdmin(db, config, print);
}

export async function syncMenuCatalogue(db: Kysely<DB>): Promise<void> {
  const existing = new Map((await db.selectFrom('sys_menu').select(['id', 'code']).execute()).map((m) => [m.code, m.id]));
  const at = now();
  for (const item of flattenMenuCatalogue()) {
    if (existing.has(item.key)) continue;
    const parentId = item.parentKey ? existing.get(item.parentKey) ?? 0 : 0;
    const row = await db
      .insertInto('sys_menu')
      .values({
        parent_id: parentId,
        code: item.key,
        name: item.name,
        type: item.type,
        path: item.path ?? '',
        perms: item.perms,
        icon: item.icon ?? '',
        order_num: item.order,
        hidden: item.hidden ? 1 : 0,
        builtin: 1,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    const id = row?.id ?? (await db.selectFrom('sys_menu').select('id').where('code', '=', item.key).executeTakeFirstOrThrow()).id;
    existing.set(item.key, id);
  }
}

const systemCodes = flattenMenuCatalogue().filter((m) => m.key === '/system' || m.parentKey?.startsWith('/system') || m.parentKey === '/system').map((m) => m.perms);
const projectCodes: PermCode[] = [Perm.PROCESS_MANAGE, Perm.PROJECT_MANAGE, Perm.BID_CALENDAR, Perm.DEAL_MATTER, Perm.FILE_UPLOAD];

/** Domain §1 default roles; administrators can change them afterwards. */
export const defaultRoles: Array<{ code: string; name: string; remark: string; dataScope: number; allPerms?: true; perms: PermCode[] }> = [
  { code: 'super_admin', name: '超级管理员', remark: '拥有全部菜单与数据权限，内置角色', dataScope: DataScope.ALL, allPerms: true, perms: [] },
  { code: 'sys_admin', name: '系统管理员', remark: '用户、角色、菜单、部门、审批流程与日志', dataScope: DataScope.ALL, perms: [...new Set([...systemCodes, Perm.FILE_UPLOAD])] },
  { code: 'project_manager', name: '项目经理', remark: '逐个节点办理招标项目', dataScope: DataScope.SELF, perms: projectCodes },
  { code: 'dept_leader', name: '部门负责人', remark: '审批公告、文件、项目转移与一级归档', dataScope: DataScope.DEPARTMENT, perms: [...projectCodes, Perm.PROJECT_TRANSFER] },
  {
    code: 'finance',
    name: '财务',
    remark: '订单、费用审核、保证金退还与台账',
    dataScope: DataScope.ALL,
    perms: [Perm.FINANCE_MANAGE, Perm.ORDER_MANAGE, Perm.FEE_MANAGE, Perm.MARGIN_BACK, Perm.LEDGER_MANAGE, Perm.FILE_UPLOAD],
  },
  {
    code: 'expert_admin',
    name: '专家管理员',
    remark: '专家申请、专家库、抽取、结果与行为',
    dataScope: DataScope.ALL,
    perms: [Perm.EXPERT_MENU, Perm.EXPERT_MANAGE, Perm.EXPERT_CHOOSE, Perm.CHOOSE_RESULT, Perm.EXPERT_BEHAVIOR, Perm.FILE_UPLOAD],
  },
  { code: 'archivist', name: '档案管理员', remark: '归档审核与电子档案', dataScope: DataScope.ALL, perms: [Perm.PROCESS_MANAGE, Perm.ARCHIVE_MANAGE, Perm.FILE_UPLOAD] },
];

async function ensureDefaultRoles(db: Kysely<DB>): Promise<void> {
  const any = await db.selectFrom('sys_role').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const menus = await db.selectFrom('sys_menu').select(['id', 'perms']).execute();
  const at = now();
  await db.transaction().execute(async (trx) => {
    for (const role of defaultRoles) {
      const { id } = await trx
        .insertInto('sys_role')
        .values({
          code: role.code,
          name: role.name,
          remark: role.remark,
          data_scope: role.dataScope,
          state: 1,
          builtin: 1,
          all_perms: role.allPerms ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const menuIds = menus.filter((m) => (role.perms as string[]).includes(m.perms)).map((m) => m.id);
      if (menuIds.length) await trx.insertInto('sys_role_menu').values(menuIds.map((menuId) => ({ role_id: id, menu_id: menuId }))).execute();
    }
  });
}

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

async function ensureFirstAdmin(db: Kysely<DB>, config: Config, print: (text: string) => void): Promise<void> {
  const any = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const generated = config.adminPassword === undefined;
  const password = config.adminPassword ?? generatePassword();
  const hash = await hashPassword(password, config.scryptCost);
  const at = now();
  await db.transaction().execute(async (trx) => {
    let dept = await trx.selectFrom('sys_dept').select('id').orderBy('id').limit(1).executeTakeFirst();
    if (!dept) {
      dept = await trx
        .insertInto('sys_dept')
        .values({ parent_id: 0, path: '', name: '总部', order_num: 1, phone: '', remark: '', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('sys_dept').set({ path: `/${dept.id}/` }).where('id', '=', dept.id).execute();
    }
    const { id } = await trx
      .insertInto('sys_user')
      .values({
        mobile: config.adminMobile,
        user_name: 'admin',
        real_name: '系统管理员',
        dept_id: dept.id,
        state: 1,
        // A generated password is one-time: the first sign-in must set a new one.
        is_set_password: generated ? 0 : 1,
        password_hash: hash,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const superAdmin = await trx.selectFrom('sys_role').select('id').where('code', '=', 'super_admin').executeTakeFirstOrThrow();
    await trx.insertInto('sys_user_role').values({ user_id: id, role_id: superAdmin.id }).execute();
  });
  if (!generated) {
    print(`已创建管理员账号 ${config.adminMobile}（密码取自 ADMIN_PASSWORD）。`);
    return;
  }
  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  print(
    [
      '',
      '================ 首次启动：已创建管理员 ================',
      `  手机号：${config.adminMobile}`,
      `  一次性密码：${password}`,
      `  （同时写入 ${file}，仅本次显示；首次登录须修改密码）`,
      '=======================================================',
      '',
    ].join('\n'),
  );
}
