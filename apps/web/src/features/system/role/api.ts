import type { MenuNode, PageResult, RoleInfo, RoleListQuery, RoleRow, RoleSaveBody, RoleStateValue, RoleUpdateBody } from '@tenderdesk/shared';
import useSWR from 'swr';
import { exchange, http } from '../../../request/client';

export const ROLE_LIST_URL = '/gc-manage/sys/role/list';
export const MENU_TREE_URL = '/gc-manage/sys/menu/list';
const BASE = '/gc-manage/sys/role';

export type RoleQuery = Partial<Pick<RoleListQuery, 'name' | 'state'>> & { page: number; limit: number };

/** SWR key of one page of the list (the default fetcher POSTs [url, body]). */
export const roleListKey = (query: RoleQuery) => [ROLE_LIST_URL, query] as const;

export const listRoles = (query: RoleQuery) => http.post<PageResult<RoleRow>>(ROLE_LIST_URL, query);
export const roleInfo = (id: number) => http.get<RoleInfo>(`${BASE}/info/${id}`);
export const saveRole = (body: RoleSaveBody) => exchange<{ id: number }>('POST', `${BASE}/save`, body);
export const updateRole = (body: RoleUpdateBody) => exchange<null>('POST', `${BASE}/update`, body);
export const updateRoleState = (id: number, state: RoleStateValue) => exchange<null>('POST', `${BASE}/updateState`, { id, state });
export const deleteRole = (id: number) => exchange<null>('DELETE', `${BASE}/delete/${id}`);

/** The menu and button tree the role form ticks. */
export function useMenuTree() {
  return useSWR<MenuNode[]>([MENU_TREE_URL, undefined] as const);
}
