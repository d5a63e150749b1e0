/**
 * Password policy, shared by the server (which enforces it) and the web form
 * (which explains it before submitting): 8–64 characters, not a common
 * password, not the mobile number, not one repeated character or a plain run.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// Frequent leaked passwords of 8+ characters, Chinese users' favourites included.
const COMMON = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '987654321', '11111111', '00000000',
  '88888888', '66666666', '12341234', '11223344', '12344321', '123123123', '147258369', '123456abc',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'admin123', 'admin1234',
  'administrator', 'qwertyui', 'qwerty123', 'qwertyuiop', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', 'qazwsxedc',
  'zxcvbnm1', 'asdfghjk', 'asdf1234', 'abcd1234', 'abc12345', 'abc123456', 'a1234567', 'a12345678',
  'aa123456', 'aa12345678', 'qq123456', 'qq5201314', 'woaini1314', '5201314520', 'iloveyou', 'iloveyou1',
  'woaini520', 'wang1234', 'zhang123', 'li123456', 'sunshine', 'football', 'baseball', 'superman',
  'princess', 'welcome1', 'trustno1', 'letmein1', 'changeme', 'computer', 'internet', 'whatever',
  'dragon123', 'monkey123', 'master123', 'shadow123', 'test1234', 'testtest', 'root1234', 'user1234',
  'abcdefgh', 'abcdefg1', 'aaaaaaaa', 'zzzzzzzz', 'q1w2e3r4', 'z123456789', 'x123456789',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

function isTrivialRun(password: string): boolean {
  if (/^(.)\1+$/.test(password)) return true;
  const codes = [...password].map((ch) => ch.charCodeAt(0));
  const steps = new Set(codes.slice(1).map((c, i) => c - (codes[i] ?? 0)));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/** Returns a Chinese reason when the password is not acceptable, otherwise null. */
export function checkPasswordPolicy(password: string, mobile?: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `密码长度应为${PASSWORD_MIN}～${PASSWORD_MAX}个字符`;
  }
  if (/\s/.test(password)) return '密码不能包含空格';
  if (mobile && password.includes(mobile)) return '密码不能包含手机号';
  if (isCommonPassword(password) || isTrivialRun(password)) return '密码过于简单，请换一个不常见的密码';
  return null;
}
