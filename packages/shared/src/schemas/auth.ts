import { z } from 'zod';
import { cipherText, mobile, smsCode } from './fields.js';

export const loginBody = z.object({ mobile: mobile(), password: cipherText('密码') });
export const codeLoginBody = z.object({ mobile: mobile(), code: smsCode() });
export const sendCodeBody = z.object({ mobile: mobile() });
export const forgetPasswordBody = z.object({ mobile: mobile(), code: smsCode(), password: cipherText('新密码') });
export const updatePasswordBody = z.object({
  password: cipherText('新密码'),
  oldPassword: z.preprocess((v) => (v === '' ? undefined : v), cipherText('原密码').optional()),
});

export type LoginBody = z.infer<typeof loginBody>;
export type CodeLoginBody = z.infer<typeof codeLoginBody>;
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** What a login secret decrypts to (issue 2: ts and nonce stop replays). */
export const loginSecret = z.object({
  password: z.string().min(1).max(128),
  ts: z.number().int(),
  nonce: z.string().min(16).max(128),
});
export type LoginSecret = z.infer<typeof loginSecret>;

/** Spec §3: the user session a successful login answers. */
export type UserSession = {
  userId: number;
  token: string;
  userName: string;
  realName: string;
  avatar: string;
  mobile: string;
  /** 1 when the user has set a password. */
  isSetPassword: 0 | 1;
  roles: Array<{ id: number; name: string }>;
  /** Permission codes the user holds. */
  auth: string[];
};

/** Spec §7: `nav` answers the user's menu items, each with its perms. */
export type NavItem = {
  id: number;
  parentId: number;
  name: string;
  path: string;
  perms: string;
  type: number;
  icon: string;
  orderNum: number;
  hidden: 0 | 1;
};

