import {
  ApprovalBusinessType,
  ApproverType,
  type ApprovalBusinessTypeValue,
  type ApprovalFlow,
  type ApprovalFlowSaveBody,
  type ApprovalStep,
} from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { badRequest, notFound } from '../../platform/errors.js';
import {
  deleteFlow,
  findAllFlows,
  findEnabledRoleMemberIds,
  findEnabledUserIds,
  findFlowByType,
  findRole,
  findStepsOfFlows,
  findUserNames,
  replaceSteps,
  upsertFlow,
  type FlowRecord,
  type NewStep,
  type StepRecord,
} from './repository.js';

const MODULE = '审批配置';

/** A configured step as later modules (to-do, node approvals) consume it. */
export type ApprovalStepConfig = {
  seq: number;
  name: string;
  approverType: number;
  roleId: number | null;
  userIds: number[];
  rule: number;
};

/**
 * The steps of the enabled flow for a business type, in order; null when the
 * type has no flow, the flow is disabled or has no steps (the caller then
 * treats the item as needing no approval, or refuses, as its rules say).
 */
export async function findApprovalFlow(db: Executor, businessType: ApprovalBusinessTypeValue): Promise<ApprovalStepConfig[] | null> {
  const flow = await findFlowByType(db, businessType);
  if (!flow || flow.enabled !== 1) return null;
  const steps = await findStepsOfFlows(db, [flow.id]);
  if (steps.length === 0) return null;
  return steps.map(({ seq, name, approverType, roleId, userIds, rule }) => ({ seq, name, approverType, roleId, userIds, rule }));
}

/**
 * Who may act on a step now: the enabled, live members of the step's role
 * (an empty list when the role has been disabled), or the named users who
 * are still live and enabled. Resolved when asked, so role changes apply to
 * pending items too.
 */
export async function resolveStepApprovers(db: Executor, step: Pick<ApprovalStepConfig, 'approverType' | 'roleId' | 'userIds'>): Promise<number[]> {
  if (step.approverType === ApproverType.ROLE) {
    return step.roleId === null ? [] : findEnabledRoleMemberIds(db, step.roleId);
  }
  const enabled = await findEnabledUserIds(db, step.userIds);
  return step.userIds.filter((id) => enabled.has(id));
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

export function createApprovalService(deps: { db: Kysely<DB> }) {
  const { db } = deps;

  async function toFlows(executor: Executor, types: readonly string[], flows: FlowRecord[]): Promise<ApprovalFlow[]> {
    const byType = new Map(flows.map((f) => [f.businessType, f]));
    const steps = await findStepsOfFlows(executor, flows.map((f) => f.id));
    const names = await findUserNames(executor, [...new Set(steps.flatMap((s) => s.userIds))]);
    const stepsOf = new Map<number, StepRecord[]>();
    for (const step of steps) stepsOf.set(step.flowId, [...(stepsOf.get(step.flowId) ?? []), step]);

    return types.map((businessType) => {
      const flow = byType.get(businessType);
      const base = { businessType, businessTypeName: ApprovalBusinessType.label(businessType) };
      if (!flow) return { ...base, enabled: 0, remark: '', configured: false, steps: [], updatedAt: null, updatedBy: '' };
      return {
        ...base,
        enabled: flow.enabled === 1 ? 1 : 0,
        remark: flow.remark,
        configured: true,
        steps: (stepsOf.get(flow.id) ?? []).map(
          (s): ApprovalStep => ({
            seq: s.seq,
            name: s.name,
            approverType: s.approverType,
            roleId: s.roleId,
            roleName: s.roleName ?? '',
            userIds: s.userIds,
            userNames: s.userIds.map((id) => names.get(id) ?? `用户${id}`),
            rule: s.rule,
          }),
        ),
        updatedAt: flow.updatedAt,
        updatedBy: flow.updatedByName ?? '',
      };
    });
  }

  async function loadFlow(executor: Executor, businessType: string): Promise<ApprovalFlow> {
    const flow = await findFlowByType(executor, businessType);
    const [answer] = await toFlows(executor, [businessType], flow ? [flow] : []);
    return answer!;
  }

  /**
   * Keeps only the approvers of the chosen kind and checks they can act:
   * the role exists and is enabled, every named user is live and enabled.
   * The message names the step and the users at fault.
   */
  async function checkSteps(executor: Executor, body: ApprovalFlowSaveBody): Promise<NewStep[]> {
    const result: NewStep[] = [];
    for (const [index, step] of body.steps.entries()) {
      const where = `第${index + 1}步「${step.name}」`;
      if (step.approverType === ApproverType.ROLE) {
        const roleId = step.roleId!;
        const role = await findRole(executor, roleId);
        if (!role) throw badRequest(`${where}的审批角色（编号${roleId}）不存在`);
        if (role.state !== 1) throw badRequest(`${where}的审批角色「${role.name}」已停用`);
        result.push({ name: step.name, approverType: step.approverType, roleId, userIds: [], rule: step.rule });
      } else {
        const enabled = await findEnabledUserIds(executor, step.userIds);
        const bad = step.userIds.filter((id) => !enabled.has(id));
        if (bad.length > 0) {
          const names = await findUserNames(executor, bad);
          const list = bad.map((id) => (names.has(id) ? `${names.get(id)}（编号${id}）` : `编号${id}`)).join('、');
          throw badRequest(`${where}的审批人不存在或已停用：${list}`);
        }
        result.push({ name: step.name, approverType: step.approverType, roleId: null, userIds: step.userIds, rule: step.rule });
      }
    }
    return result;
  }

  return {
    /** Every business type in catalogue order, configured or not, so the screen shows what is missing. */
    async list(): Promise<ApprovalFlow[]> {
      return toFlows(db, ApprovalBusinessType.values, await findAllFlows(db));
    },

    info(businessType: string): Promise<ApprovalFlow> {
      return loadFlow(db, businessType);
    },

    /** Upserts the flow and replaces its steps; the whole change commits or none of it. */
    async save(actor: Actor, body: ApprovalFlowSaveBody): Promise<ApprovalFlow> {
      return db.transaction().execute(async (trx) => {
        const steps = await checkSteps(trx, body);
        const before = await loadFlow(trx, body.businessType);
        const flowId = await upsertFlow(trx, { businessType: body.businessType, enabled: body.enabled, remark: body.remark ?? '', at: now(), by: actor.userId });
        await replaceSteps(trx, flowId, steps);
        const after = await loadFlow(trx, body.businessType);
        await recordOperation(trx, actor, {
          module: MODULE,
          action: before.configured ? '修改审批流程' : '新增审批流程',
          targetType: 'approval_flow',
          targetId: body.businessType,
          before: before.configured ? before : undefined,
          after,
        });
        return after;
      });
    },

    async remove(actor: Actor, businessType: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const flow = await findFlowByType(trx, businessType);
        if (!flow) throw notFound('审批流程');
        const before = await loadFlow(trx, businessType);
        await deleteFlow(trx, flow.id);
        await recordOperation(trx, actor, { module: MODULE, action: '删除审批流程', targetType: 'approval_flow', targetId: businessType, before });
      });
    },
  };
}
