import type { Rule } from 'antd/es/form';
import { codeError, mobileError } from './validation';

/** The same rules as antd Form rules, for the dialogs built with antd Form. */
const fromCheck = (check: (value: string) => string | null): Rule => ({
  validator: async (_, value: string | undefined) => {
    const error = check(value ?? '');
    if (error) throw new Error(error);
  },
});

export const mobileRules: Rule[] = [{ required: true, message: '请输入手机号' }, fromCheck(mobileError)];
export const codeRules: Rule[] = [{ required: true, message: '请输入验证码' }, fromCheck(codeError)];
