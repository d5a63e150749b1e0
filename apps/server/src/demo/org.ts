
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { now } from '../platform/clock.js';
import { generatePassword, hashPassword } from '../platform/crypto.js';

/**
 * Demo organisation: departments and one user per default role, each with a
 * generated password that the command prints. Later modules add their own
 * demo sections (projects, experts, orders) next to this one.
 */
const departments = [
  { name: '招标一部', remark: '工程类项目' },
  { name: '招标二部', remark: '货物与服务类项目' },
  { name: '财务部', remark: '' },
  { name: '专家管理部', remark: '' },
  { name: '档案室', remark: '' },
];

const people: Array<{ mobile: string; realName: string; role: string; dept: string }> = [
  { mobile: '13900000001', realName: '王磊', role: 'sys_admin', dept: '总部' },
  { mobile: '13900000002', realName: '李娜', role: 'project_manager', dept: '招标一部' },
  { mobile: '13900000003', realName: '张伟', role: 'project_manager', dept: '招标二部' },
  { mobile: '13900000004', realName: '刘洋', role: 'dept_leader', dept: '招标一部' },
  { mobile: '13900000005', realName: '陈静', role: 'finance', dept: '财务部' },
  { mobile: '13900000006', realName: '杨帆', role: 'expert_admin', dept: '专家管理部' },
  { mobile: '13900000007', realName: '赵敏', role: 'archivist', dept: '档案室' },
];

export type DemoAccount = { mobile: string; realName: string; roleName: string; password: string };

export async function loadDemoOrganisation(db: Kysely<DB>, scryptCost: number): Promise<DemoAccount[] | null> {
  const already = await db.selectFrom('sys_user').select('id').where('mobile', '=', people[0]!.mobile).executeTakeFirst();
  if (already) return null;
  const at = now();
  const root = await db.selectFrom('sys_dept').select(['id', 'path', 'name']).where('parent_id', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const deptIds = new Map<string, number>([[root.name, root.id], ['总部', root.id]]);
  const accounts: DemoAccount[] = [];
  const hashed = await Promise.all(people.map(async () => {
    const password = generatePassword();
    return { password, hash: await hashPassword(password, scryptCost) };
  }));

  await db.transaction().execute(async (trx) => {
    for (const [index, dept] of departments.entries()) {
      const { id } = await trx
        .insertInto('sys_dept')
        .values({ parent_id: root.id, path: '', name: dept.name, order_num: index + 1, remark: dept.remark, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('sys_dept').set({ path: `${root.path}${id}/` }).where('id', '=', id).execute();
      deptIds.set(dept.name, id);
    }
    const roles = new Map((await trx.selectFrom('sys_role').select(['id', 'code', 'name', 'data_scope']).execute()).map((r) => [r.code, r]));
    for (const [index, person] of people.entries()) {
      const role = roles.get(person.role);
      if (!role) throw new Error(`缺少默认角色 ${person.role}`);
      const { id } = await trx
        .insertInto('sys_user')
        .values({
          mobile: person.mobile,
          real_name: person.realName,
          user_name: person.realName,
          dept_id: deptIds.get(person.dept) ?? root.id,
          state: 1,
          is_set_password: 1,
          password_hash: hashed[index]!.hash,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('sys_user_role').values({ user_id: id, role_id: role.id }).execute();
      accounts.push({ mobile: person.mobile, realName: person.realName, roleName: role.name, password: hashed[index]!.password });
    }
  });
  return accounts;
}

