import type { OneTimePassword, PageResult, UserListQuery, UserRow, UserSaveBody, UserStateValue, UserUpdateBody } from '@tenderdesk/shared';
import { encryptPassword } from '../../../auth/encrypt';
import { exchange, http } from '../../../request/client';

export const USER_LIST_URL = '/gc-manage/sys/user/list';
const BASE = '/gc-manage/sys/user';

export type UserQuery = Partial<Pick<UserListQuery, 'keyword' | 'deptId' | 'roleId' | 'state'>> & { page: number; limit: number };

/** SWR key of one page of the list (the default fetcher POSTs [url, body]). */
export const userListKey = (query: UserQuery) => [USER_LIST_URL, query] as const;

export const listUsers = (query: UserQuery) => http.post<PageResult<UserRow>>(USER_LIST_URL, query);

/** Creates a user; answers the server's message and the one-time password. */
export const saveUser = (body: UserSaveBody) => exchange<OneTimePassword>('POST', `${BASE}/save`, body);
export const updateUser = (body: UserUpdateBody) => exchange<null>('POST', `${BASE}/update`, body);
export const randomPassword = (id: number) => exchange<OneTimePassword>('POST', `${BASE}/randomPassword`, { id });
/** The plain password never leaves the browser: it is encrypted for the server. */
export const resetPassword = (id: number, plain: string) => exchange<null>('POST', `${BASE}/resetPassword`, { id, password: encryptPassword(plain) });
export const updateUserState = (id: number, state: UserStateValue) => exchange<null>('POST', `${BASE}/updateState`, { id, state });
export const deleteUser = (id: number) => exchange<null>('DELETE', `${BASE}/delete/${id}`);
