#!/usr/bin/env node
// Benchmark (not a test): gzip size of the JavaScript the web app loads.
// Reads the chunk graph from Vite's manifest (apps/web/dist/.vite/manifest.json):
//   sign-in page = the entry and its static imports + the login page chunk and its imports
//   shell after sign-in = the sign-in set + the layout + the landing page (待办事项)
//   (for reference) + 权限管理, the heaviest system screen
// Targets (issue 3): sign-in <= 200 KB gzip, shell <= 400 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json 不存在：先运行 npm run build');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const keyOf = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`manifest has no ${suffix}`);
  return key;
};
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const sizeOf = (keys) => {
  const files = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    raw += fs.statSync(path.join(dist, file)).size;
    gz += gzipSize(file);
  }
  return { files: files.size, raw, gz };
};

const entry = keyOf('index.html');
const signIn = closure(keyOf('src/pages/login/LoginPage.tsx'), closure(entry));
const shell = new Set(signIn);
for (const part of ['src/layout/BasicLayout.tsx', 'src/pages/ModulePlaceholder.tsx']) closure(keyOf(part), shell);
const withUsers = closure(keyOf('src/features/system/user/UserListPage.tsx'), new Set(shell));
const all = sizeOf(Object.keys(manifest));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [
  ['登录页（入口 + 登录页）', sizeOf(signIn), 200],
  ['登录后的框架（+ 布局与首页待办事项）', sizeOf(shell), 400],
];
console.log('| 场景 | 文件数 | 原始 KB | gzip KB | 目标 KB | gzip/目标 |');
console.log('|---|---|---|---|---|---|');
for (const [name, size, target] of rows) {
  console.log(`| ${name} | ${size.files} | ${kb(size.raw)} | ${kb(size.gz)} | ${target} | ${(size.gz / 1024 / target).toFixed(2)}${size.gz / 1024 <= target ? '' : '（超出）'} |`);
}
const users = sizeOf(withUsers);
console.log(`| 再打开权限管理（参考） | ${users.files} | ${kb(users.raw)} | ${kb(users.gz)} | — | — |`);
console.log(`| 全部 JS（参考） | ${all.files} | ${kb(all.raw)} | ${kb(all.gz)} | — | — |`);
