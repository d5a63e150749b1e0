#!/usr/bin/env node
// Signs in through the API the way the web app does: fetch the public key,
// encrypt {"password","ts","nonce"} with RSA-OAEP/SHA-256, POST login.
// Usage: npm run api-login -- <mobile> <password> [--new-password <new>] [--base http://127.0.0.1:8080]
// With --new-password it then sets a new password (needed after the one-time one).
import crypto from 'node:crypto';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const base = option('--base') ?? process.env.API_BASE ?? 'http://127.0.0.1:8080';
const newPassword = option('--new-password');
const [mobile, password] = args;
if (!mobile || !password) {
  console.error('用法：npm run api-login -- <手机号> <密码> [--new-password <新密码>] [--base http://127.0.0.1:8080]');
  process.exit(2);
}

const publicKey = (await (await fetch(`${base}/gc-manage/sys/user/publicKey`)).json()).data;
const encrypt = (plain) =>
  crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(JSON.stringify({ password: plain, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') })),
    )
    .toString('base64');
const post = async (path, body, token) =>
  (await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })).json();

const answer = await post('/gc-manage/sys/user/login', { mobile, password: encrypt(password) });
console.log(JSON.stringify(answer, null, 2));
if (answer.code !== 200) process.exit(1);
const session = answer.data;
if (newPassword) {
  const body = { password: encrypt(newPassword), ...(session.isSetPassword === 1 ? { oldPassword: encrypt(password) } : {}) };
  const changed = await post('/gc-manage/sys/user/updatePassword', body, session.token);
  console.error(changed.code === 200 ? '新密码已设置。' : `设置新密码失败：${changed.msg}`);
  if (changed.code !== 200) process.exit(1);
} else if (session.isSetPassword === 0) {
  console.error('这是一次性密码：请加上 --new-password <新密码> 再运行一次以设置新密码。');
}
console.error(`\n登录成功。之后的请求带上请求头  token: ${session.token}`);
