import path from 'node:path';

/** Everything the server reads from the environment, in one place (README: 配置). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  loginRsaPrivateKey: string | undefined;
  adminMobile: string;
  adminPassword: string | undefined;
  smsProvider: 'outbox' | 'http';
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  uploadMaxBytes: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  appTitle: string;
  webDistDir: string;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (set when behind nginx). */
  trustProxy: boolean;
  /** scrypt cost; lowered only by tests and benchmarks that create many users. */
  scryptCost: number;
};

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`环境变量 ${name} 必须是正整数，当前为 ${raw}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const smsProvider = env.SMS_PROVIDER ?? 'outbox';
  if (smsProvider !== 'outbox' && smsProvider !== 'http') {
    throw new Error(`环境变量 SMS_PROVIDER 只能是 outbox 或 http，当前为 ${smsProvider}`);
  }
  if (smsProvider === 'http' && !env.SMS_GATEWAY_URL) throw new Error('SMS_PROVIDER=http 时必须设置 SMS_GATEWAY_URL');
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    loginRsaPrivateKey: env.LOGIN_RSA_PRIVATE_KEY || undefined,
    adminMobile: env.ADMIN_MOBILE || '13800000000',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smsProvider,
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    uploadMaxBytes: intFrom(env, 'UPLOAD_MAX_MB', 50) * 1024 * 1024,
    sessionIdleMinutes: intFrom(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxHours: intFrom(env, 'SESSION_MAX_HOURS', 24),
    appTitle: env.APP_TITLE || '招标采购业务管理平台',
    webDistDir: path.resolve(env.WEB_DIST_DIR || new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    scryptCost: intFrom(env, 'SCRYPT_COST', 32768),
  };
}
