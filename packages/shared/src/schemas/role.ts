import { z } from 'zod';
import { DataScope, RoleState } from '../enums.js';
import { id, idList, oneOf, optionalOneOf, optionalText, pageFields, text } from './fields.js';

export const roleListQuery = z.object({
  ...pageFields,
  name: optionalText('角色名称', { max: 30 }),
  state: optionalOneOf('状态', RoleState.values),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

const roleFields = {
  name: text('角色名称', { max: 30 }),
  remark: optionalText('备注', { max: 200 }),
  dataScope: oneOf('数据范围', DataScope.values),
  menuIds: idList('菜单权限', { max: 1000 }),
};
/** strictObject: builtin, allPerms, state or timestamps in a body are refused, never silently dropped. */
export const roleSaveBody = z.strictObject(roleFields);
export const roleUpdateBody = z.strictObject({ id: id('角色'), ...roleFields });
export const roleStateBody = z.strictObject({ id: id('角色'), state: oneOf('状态', RoleState.values) });

export type RoleSaveBody = z.infer<typeof roleSaveBody>;
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;
export type RoleStateBody = z.infer<typeof roleStateBody>;

export type RoleRow = {
  id: number;
  name: string;
  remark: string;
  dataScope: number;
  state: number;
  builtin: 0 | 1;
  /** 1 for the built-in 超级管理员: it holds every menu and cannot be edited, disabled or deleted. */
  allPerms: 0 | 1;
  userCount: number;
  createdAt: number;
};
export type RoleInfo = RoleRow & { menuIds: number[] };

/** An enabled role as offered by pickers (manageList). */
export type RoleOption = { id: number; name: string; remark: string; dataScope: number };
