#!/usr/bin/env node
// Signs in through the API the way the web app does: fetch the public key,
// encrypt {"password","ts","nonce"} with RSA-OAEP/SHA-256, POST login.
// Usage: npm run api-login -- <mobile> <password> [--base http://127.0.0.1:8080]
import crypto from 'node:crypto';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : process.env.API_BASE || 'http://127.0.0.1:8080';
const [mobile, password] = args;
if (!mobile || !password) {
  console.error('用法：npm run api-login -- <手机号> <密码> [--base http://127.0.0.1:8080]');
  process.exit(2);
}

const keyAnswer = await (await fetch(`${base}/gc-manage/sys/user/publicKey`)).json();
const secret = JSON.stringify({ password, ts: Date.now(), nonce: crypto.randomBytes(16).toString('hex') });
const cipher = crypto
  .publicEncrypt({ key: keyAnswer.data, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(secret))
  .toString('base64');
const response = await fetch(`${base}/gc-manage/sys/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mobile, password: cipher }),
});
const answer = await response.json();
console.log(JSON.stringify(answer, null, 2));
if (answer.code === 200) {
  console.error(`\n登录成功。之后的请求带上请求头  token: ${answer.data.token}`);
  if (answer.data.isSetPassword === 0) console.error('这是一次性密码：请先调用 /gc-manage/sys/user/updatePassword 设置新密码。');
}
process.exit(answer.code === 200 ? 0 : 1);
