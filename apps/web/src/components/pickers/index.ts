export { DeptTreeSelect, type DeptTreeSelectProps } from './DeptTreeSelect';
export { RoleSelect, type RoleSelectProps } from './RoleSelect';
export { UserSelect, type UserSelectProps } from './UserSelect';
export { useDeptTree, useOrgUsers, useRoleOptions } from './api';
