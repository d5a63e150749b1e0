import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { UserSession } from '@tenderdesk/shared';
import { Button, Input } from 'antd';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { encryptPassword } from '../../auth/encrypt';
import { welcome } from '../../auth/greeting';
import { bootConfig } from '../../boot';
import { feedback } from '../../request/feedback';
import { useSession } from '../../stores/session';
import { CodeButton } from './CodeButton';
import { Field } from './Field';
import { codeError, mobileError, passwordError } from './validation';

type Mode = 'password' | 'code';
type Errors = { mobile: string | null; secret: string | null };

// Loaded when asked for; the sign-in page itself stays small (bench/bundle-size.mjs).
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/** 登录: password or SMS code (spec §1), forgot-password, then the greeting of spec §8. */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('password');
  const [mobile, setMobile] = useState('');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Errors>({ mobile: null, secret: null });
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const navigate = useNavigate();

  const switchMode = (next: Mode) => {
    setMode(next);
    setSecret('');
    setErrors({ mobile: null, secret: null });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { mobile: mobileError(mobile), secret: mode === 'password' ? passwordError(secret) : codeError(secret) };
    setErrors(found);
    if (found.mobile || found.secret) return;
    setBusy(true);
    try {
      const session: UserSession = mode === 'password' ? await authApi.login(mobile, encryptPassword(secret)) : await authApi.codeLogin(mobile, secret);
      useSession.getState().signIn(session);
      const { message, description } = welcome(session.mobile);
      feedback.notify(message, description, 2);
      navigate('/', { replace: true });
    } catch {
      // the request client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const checkedMobile = async () => {
    const error = mobileError(mobile);
    setErrors((e) => ({ ...e, mobile: error }));
    return error ? null : mobile;
  };

  return (
    <div className="td-login">
      <main className="td-login-card">
        <header className="td-login-head">
          <span className="td-logo-mark td-logo-mark-large">招</span>
          <h1>{bootConfig().appTitle}</h1>
          <p>招标代理业务一站式管理</p>
        </header>
        {/* Two plain tabs: antd Segmented would bring tooltips and popups into the first load. */}
        <div className="td-login-mode" role="tablist" data-testid="login-mode">
          {(
            [
              ['password', '密码登录'],
              ['code', '验证码登录'],
            ] as const
          ).map(([key, label]) => (
            <button key={key} type="button" role="tab" aria-selected={mode === key} className={mode === key ? 'active' : ''} onClick={() => switchMode(key)}>
              {label}
            </button>
          ))}
        </div>
        <form onSubmit={submit} noValidate>
          <Field error={errors.mobile}>
            <Input
              size="large"
              prefix={<MobileOutlined />}
              placeholder="手机号"
              maxLength={11}
              autoComplete="username"
              value={mobile}
              status={errors.mobile ? 'error' : ''}
              onChange={(e) => setMobile(e.target.value.trim())}
              data-testid={mode === 'password' ? 'login-mobile' : 'code-mobile'}
            />
          </Field>
          {mode === 'password' ? (
            <Field error={errors.secret}>
              <Input.Password
                size="large"
                prefix={<LockOutlined />}
                placeholder="密码"
                autoComplete="current-password"
                value={secret}
                status={errors.secret ? 'error' : ''}
                onChange={(e) => setSecret(e.target.value)}
                data-testid="login-password"
              />
            </Field>
          ) : (
            <Field error={errors.secret}>
              <div className="td-code-row">
                <Input
                  size="large"
                  prefix={<SafetyOutlined />}
                  placeholder="6位验证码"
                  maxLength={6}
                  inputMode="numeric"
                  value={secret}
                  status={errors.secret ? 'error' : ''}
                  onChange={(e) => setSecret(e.target.value.trim())}
                  data-testid="code-input"
                />
                <CodeButton mobile={checkedMobile} send={authApi.sendCode} size="large" />
              </div>
            </Field>
          )}
          <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid={mode === 'password' ? 'login-submit' : 'code-submit'}>
            登录
          </Button>
        </form>
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
