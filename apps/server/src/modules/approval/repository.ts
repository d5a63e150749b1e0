import type { Executor } from '../../db/database.js';

export type FlowRecord = {
  id: number;
  businessType: string;
  enabled: number;
  remark: string;
  updatedAt: number;
  updatedBy: number | null;
  updatedByName: string | null;
};

export type StepRecord = {
  flowId: number;
  seq: number;
  name: string;
  approverType: number;
  roleId: number | null;
  roleName: string | null;
  userIds: number[];
  rule: number;
};

export type NewStep = { name: string; approverType: number; roleId: number | null; userIds: number[]; rule: number };

function flowQuery(db: Executor) {
  return db
    .selectFrom('sys_approval_flow as f')
    .leftJoin('sys_user as u', 'u.id', 'f.updated_by')
    .select([
      'f.id',
      'f.business_type as businessType',
      'f.enabled',
      'f.remark',
      'f.updated_at as updatedAt',
      'f.updated_by as updatedBy',
      'u.real_name as updatedByName',
    ]);
}

export function findAllFlows(db: Executor): Promise<FlowRecord[]> {
  return flowQuery(db).execute();
}

export function findFlowByType(db: Executor, businessType: string): Promise<FlowRecord | undefined> {
  return flowQuery(db).where('f.business_type', '=', businessType).executeTakeFirst();
}

/** user_ids is a JSON array in a text column (same on both databases); bad data reads as no users. */
function parseUserIds(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

export async function findStepsOfFlows(db: Executor, flowIds: number[]): Promise<StepRecord[]> {
  if (flowIds.length === 0) return [];
  const rows = await db
    .selectFrom('sys_approval_step as s')
    .leftJoin('sys_role as r', 'r.id', 's.role_id')
    .select(['s.flow_id as flowId', 's.seq', 's.name', 's.approver_type as approverType', 's.role_id as roleId', 'r.name as roleName', 's.user_ids as userIds', 's.rule'])
    .where('s.flow_id', 'in', flowIds)
    .orderBy('s.flow_id')
    .orderBy('s.seq')
    .execute();
  return rows.map((row) => ({ ...row, userIds: parseUserIds(row.userIds) }));
}

/** Real names of users by id (deleted users keep their name for display). */
export async function findUserNames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('sys_user').select(['id', 'real_name as realName']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r.realName]));
}

export function findRole(db: Executor, roleId: number) {
  return db.selectFrom('sys_role').select(['id', 'name', 'state']).where('id', '=', roleId).executeTakeFirst();
}

/** Of the given ids, those that are live (not deleted) and enabled users. */
export async function findEnabledUserIds(db: Executor, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('sys_user').select('id').where('id', 'in', userIds).where('deleted_at', 'is', null).where('state', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

/** Enabled, live members of an enabled role. */
export async function findEnabledRoleMemberIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .where('ur.role_id', '=', roleId)
    .where('r.state', '=', 1)
    .where('u.state', '=', 1)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Insert-or-update by business type in one statement: two administrators
 * saving the same type at once cannot both insert (business_type is unique).
 */
export async function upsertFlow(db: Executor, flow: { businessType: string; enabled: number; remark: string; at: number; by: number }): Promise<number> {
  const row = await db
    .insertInto('sys_approval_flow')
    .values({ business_type: flow.businessType, enabled: flow.enabled, remark: flow.remark, updated_at: flow.at, updated_by: flow.by })
    .onConflict((oc) => oc.column('business_type').doUpdateSet({ enabled: flow.enabled, remark: flow.remark, updated_at: flow.at, updated_by: flow.by }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function replaceSteps(db: Executor, flowId: number, steps: NewStep[]): Promise<void> {
  await db.deleteFrom('sys_approval_step').where('flow_id', '=', flowId).execute();
  if (steps.length === 0) return;
  await db
    .insertInto('sys_approval_step')
    .values(
      steps.map((step, index) => ({
        flow_id: flowId,
        seq: index + 1,
        name: step.name,
        approver_type: step.approverType,
        role_id: step.roleId,
        user_ids: JSON.stringify(step.userIds),
        rule: step.rule,
      })),
    )
    .execute();
}

export async function deleteFlow(db: Executor, flowId: number): Promise<void> {
  await db.deleteFrom('sys_approval_step').where('flow_id', '=', flowId).execute();
  await db.deleteFrom('sys_approval_flow').where('id', '=', flowId).execute();
}
