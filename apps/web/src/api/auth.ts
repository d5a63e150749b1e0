import type { NavItem, UserSession } from '@tenderdesk/shared';
import { exchange, http } from '../request/client';

/** Sign-in calls (spec §7). Passwords are ciphertexts made by auth/encrypt.ts. */
export const authApi = {
  login: (mobile: string, password: string) => http.post<UserSession>('/gc-manage/sys/user/login', { mobile, password }),
  codeLogin: (mobile: string, code: string) => http.post<UserSession>('/gc-manage/sys/user/codeLogin', { mobile, code }),
  sendCode: (mobile: string) => http.post<null>('/gc-manage/sys/user/sendCode', { mobile }),
  sendForgetPasswordCode: (mobile: string) => http.post<null>('/gc-manage/sys/user/sendForgetPasswordCode', { mobile }),
  forgetPassword: (mobile: string, code: string, password: string) => http.post<null>('/gc-manage/sys/user/forgetPassword', { mobile, code, password }),
  /** Answers the envelope: its msg is shown on success (spec §8). */
  updatePassword: (password: string, oldPassword?: string) =>
    exchange<null>('POST', '/gc-manage/sys/user/updatePassword', { password, ...(oldPassword ? { oldPassword } : {}) }),
  logout: () => http.post<null>('/gc-manage/sys/user/logout', undefined, { silent: true }),
  nav: (token: string) => http.post<NavItem[]>('/gc-manage/sys/menu/nav', { token }),
};
