/** Sign-in field rules, in Chinese; shared by the login forms and the forgot-password dialog. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

export function mobileError(value: string): string | null {
  if (!value) return '请输入手机号';
  return MOBILE_PATTERN.test(value) ? null : '手机号格式不正确';
}

export function codeError(value: string): string | null {
  if (!value) return '请输入验证码';
  return CODE_PATTERN.test(value) ? null : '验证码为6位数字';
}

export const passwordError = (value: string): string | null => (value ? null : '请输入密码');
