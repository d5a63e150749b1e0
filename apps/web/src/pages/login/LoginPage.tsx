import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { UserSession } from '@tenderdesk/shared';
import { Button, Form, Input, Segmented, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { encryptPassword } from '../../auth/encrypt';
import { welcome } from '../../auth/greeting';
import { bootConfig } from '../../boot';
import { feedback } from '../../request/feedback';
import { useSession } from '../../stores/session';
import { CodeButton } from './CodeButton';
import { codeRules, mobileRules } from './rules';

type Mode = 'password' | 'code';

// Loaded when asked for; the sign-in page itself stays small (bench/bundle-size.mjs).
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/** 登录: password or SMS code (spec §1), forgot-password, then the greeting of spec §8. */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('password');
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [passwordForm] = Form.useForm<{ mobile: string; password: string }>();
  const [codeForm] = Form.useForm<{ mobile: string; code: string }>();
  const navigate = useNavigate();

  const finish = (session: UserSession) => {
    useSession.getState().signIn(session);
    const { message, description } = welcome(session.mobile);
    feedback.notify(message, description, 2);
    navigate('/', { replace: true });
  };
  const run = async (work: () => Promise<UserSession>) => {
    setBusy(true);
    try {
      finish(await work());
    } catch {
      // the request client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="td-login">
      <main className="td-login-card">
        <header className="td-login-head">
          <span className="td-logo-mark td-logo-mark-large">招</span>
          <h1>{bootConfig().appTitle}</h1>
          <p>招标代理业务一站式管理</p>
        </header>
        <Segmented
          block
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          options={[
            { label: '密码登录', value: 'password' },
            { label: '验证码登录', value: 'code' },
          ]}
          className="td-login-mode"
          data-testid="login-mode"
        />
        {mode === 'password' ? (
          <Form form={passwordForm} size="large" onFinish={(v) => run(() => authApi.login(v.mobile, encryptPassword(v.password)))}>
                  <Form.Item name="mobile" rules={mobileRules}>
                    <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" data-testid="login-mobile" />
                  </Form.Item>
                  <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
                    <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" data-testid="login-password" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
                    登录
                  </Button>
                </Form>
        ) : (
          <Form form={codeForm} size="large" onFinish={(v) => run(() => authApi.codeLogin(v.mobile, v.code))}>
                  <Form.Item name="mobile" rules={mobileRules}>
                    <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" data-testid="code-mobile" />
                  </Form.Item>
                  <Form.Item>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name="code" noStyle rules={codeRules}>
                        <Input prefix={<SafetyOutlined />} placeholder="6位验证码" maxLength={6} data-testid="code-input" />
                      </Form.Item>
                      <CodeButton form={codeForm} send={authApi.sendCode} />
                    </Space.Compact>
                  </Form.Item>
                  <Button type="primary" htmlType="submit" block loading={busy} data-testid="code-submit">
                    登录
                  </Button>
                </Form>
        )}
        <div className="td-login-foot">
          <Button type="link" size="small" onClick={() => setForgot(true)}>
            忘记密码？
          </Button>
        </div>
      </main>
      {forgot && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgot} onClose={() => setForgot(false)} />
        </Suspense>
      )}
    </div>
  );
}
