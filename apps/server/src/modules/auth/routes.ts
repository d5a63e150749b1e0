import { codeLoginBody, forgetPasswordBody, loginBody, sendCodeBody, SmsPurpose, updatePasswordBody } from '@tenderdesk/shared';
import { publicAccess, signedIn } from '../../platform/access.js';
import type { Route } from '../../platform/routes.js';
import type { AuthService } from './auth-service.js';

export function authRoutes(route: Route, auth: AuthService): void {
  route({
    method: 'GET',
    url: '/gc-manage/sys/user/publicKey',
    access: publicAccess,
    handler: async () => auth.publicKeyPem,
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/login',
    access: publicAccess,
    body: loginBody,
    message: '登录成功',
    handler: async ({ body, meta }) => auth.login(body, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/codeLogin',
    access: publicAccess,
    body: codeLoginBody,
    message: '登录成功',
    handler: async ({ body, meta }) => auth.codeLogin(body, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/sendCode',
    access: publicAccess,
    body: sendCodeBody,
    message: '验证码已发送，请注意查收',
    handler: async ({ body, meta }) => auth.sendCode(body.mobile, SmsPurpose.LOGIN, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/sendForgetPasswordCode',
    access: publicAccess,
    body: sendCodeBody,
    message: '验证码已发送，请注意查收',
    handler: async ({ body, meta }) => auth.sendCode(body.mobile, SmsPurpose.RESET, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/forgetPassword',
    access: publicAccess,
    body: forgetPasswordBody,
    message: '密码已重置，请使用新密码登录',
    handler: async ({ body, meta }) => auth.forgetPassword(body, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/updatePassword',
    access: signedIn({ beforePasswordSet: true }),
    body: updatePasswordBody,
    message: '密码修改成功',
    handler: async ({ body, actor, meta }) => auth.updatePassword(actor, body, meta),
  });
  route({
    method: 'POST',
    url: '/gc-manage/sys/user/logout',
    access: signedIn({ beforePasswordSet: true }),
    message: '已退出登录',
    handler: async ({ actor, meta }) => auth.logout(actor, meta),
  });
}
