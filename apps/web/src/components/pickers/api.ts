import type { DeptNode, OrgUser, RoleOption } from '@tenderdesk/shared';
import useSWR from 'swr';
import { http } from '../../request/client';

/** Lists the pickers read; SWR keys are [url, body] like the rest of the app. */
export const DEPT_TREE_URL = '/gc-manage/sys/dept/tree';
export const ROLE_OPTIONS_URL = '/gc-manage/sys/role/manageList';
export const ORG_USERS_URL = '/gc-manage/sys/user/orgUserlist';

const post = <T,>([url, body]: readonly [string, Record<string, unknown> | undefined]) => http.post<T>(url, body);

export function useDeptTree() {
  return useSWR<DeptNode[]>([DEPT_TREE_URL, undefined] as const, post<DeptNode[]>);
}

export function useRoleOptions() {
  return useSWR<RoleOption[]>([ROLE_OPTIONS_URL, undefined] as const, post<RoleOption[]>);
}

export function useOrgUsers(filter: { deptId?: number | undefined; keyword?: string | undefined }) {
  const body: Record<string, unknown> = {};
  if (filter.deptId) body.deptId = filter.deptId;
  if (filter.keyword?.trim()) body.keyword = filter.keyword.trim();
  return useSWR<OrgUser[]>([ORG_USERS_URL, body] as const, post<OrgUser[]>, { keepPreviousData: true });
}
