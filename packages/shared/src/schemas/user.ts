import { z } from 'zod';
import { UserState } from '../enums.js';
import { id, idList, mobile, oneOf, optionalId, optionalOneOf, optionalText, pageFields, sortOrder, text, cipherText } from './fields.js';

export const userSortFields = ['id', 'realName', 'mobile', 'createdAt', 'lastLoginAt'] as const;

export const userListQuery = z.object({
  ...pageFields,
  keyword: optionalText('关键字', { max: 50 }),
  mobile: optionalText('手机号', { max: 11 }),
  realName: optionalText('姓名', { max: 50 }),
  deptId: optionalId('部门'),
  roleId: optionalId('角色'),
  state: optionalOneOf('状态', UserState.values),
  orderField: optionalOneOf('排序字段', userSortFields),
  order: sortOrder,
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const orgUserListQuery = z.object({
  deptId: optionalId('部门'),
  keyword: optionalText('关键字', { max: 50 }),
});

const userFields = {
  mobile: mobile(),
  realName: text('姓名', { max: 30 }),
  userName: optionalText('用户名', { max: 30 }),
  deptId: id('部门'),
  roleIds: idList('角色', { max: 50 }),
  avatar: optionalText('头像', { max: 64 }),
};

/** strictObject: a body that tries to set ids, state or password fields is refused. */
export const userSaveBody = z.strictObject(userFields);
export const userUpdateBody = z.strictObject({ id: id('用户'), ...userFields });
export const userIdBody = z.strictObject({ id: id('用户') });
export const userResetPasswordBody = z.strictObject({ id: id('用户'), password: cipherText('新密码') });
export const userStateBody = z.strictObject({ id: id('用户'), state: oneOf('状态', UserState.values) });

export type UserSaveBody = z.infer<typeof userSaveBody>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export type UserRow = {
  id: number;
  mobile: string;
  userName: string;
  realName: string;
  avatar: string;
  deptId: number | null;
  deptName: string;
  state: number;
  isSetPassword: 0 | 1;
  roles: Array<{ id: number; name: string }>;
  lastLoginAt: number | null;
  lastLoginIp: string;
  createdAt: number;
};

export type OrgUser = { id: number; realName: string; mobile: string; deptId: number | null; deptName: string };

/** Answer of save / randomPassword: the generated password is shown once. */
export type OneTimePassword = { id: number; password: string };

