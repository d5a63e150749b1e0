import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PermCode } from '@tenderdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, startTestApp, uniqueMobile, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => t?.close());

const UPLOAD = '/gc-manage/base/fileResource/upload';
const GET = '/gc-manage/base/fileResource/getFileById';
const GET_EXPERT = '/gc-manage/base/fileResource/getExpertFileById';

// Minimal real-looking contents: the sniffer only reads magic numbers.
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), crypto.randomBytes(2048), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml'), crypto.randomBytes(64)]);
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), crypto.randomBytes(64)]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64)]);

type Upload = { name: string; bytes: Buffer; type?: string; field?: string; fields?: Record<string, string>; fieldsAfter?: Record<string, string> };

async function upload(token: string | undefined, file: Upload | null, app: TestApp = t) {
  const form = new FormData();
  for (const [k, v] of Object.entries(file?.fields ?? {})) form.append(k, v);
  if (file) form.append(file.field ?? 'file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  for (const [k, v] of Object.entries(file?.fieldsAfter ?? {})) form.append(k, v);
  const response = await fetch(app.baseUrl + UPLOAD, { method: 'POST', headers: token ? { token } : {}, body: form });
  const body = (await response.json()) as { code: number; msg: string; data: any };
  return { status: response.status, ...body };
}

async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(t.baseUrl + url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/** Every file under the store (temp files included). */
function storedFiles(app: TestApp = t): string[] {
  const root = path.join(app.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).sort();
}
const fileRows = async (app: TestApp = t) => Number((await app.database.db.selectFrom('sys_file').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function userWith(perms: PermCode[]): Promise<string> {
  const db = t.database.db;
  const at = Date.now();
  const { id: roleId } = await db
    .insertInto('sys_role')
    .values({ name: `文件测试${crypto.randomBytes(3).toString('hex')}`, data_scope: 1, state: 1, builtin: 0, all_perms: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await db.selectFrom('sys_menu').select(['id', 'perms']).execute();
  const menuIds = menus.filter((m) => (perms as string[]).includes(m.perms)).map((m) => m.id);
  expect(menuIds.length).toBeGreaterThanOrEqual(perms.length);
  if (menuIds.length > 0) await db.insertInto('sys_role_menu').values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id }))).execute();
  const deptId = (await db.selectFrom('sys_dept').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const mobile = uniqueMobile();
  const saved = await t.call('POST', '/gc-manage/sys/user/save', { token: admin, body: { mobile, realName: '文件用户', deptId, roleIds: [roleId] } });
  expect(saved.code, saved.msg).toBe(200);
  const first = await t.login(mobile, saved.data.password);
  const changed = await t.call('POST', '/gc-manage/sys/user/updatePassword', { token: first.token, body: { password: t.encrypt(`Pw-${crypto.randomBytes(6).toString('hex')}`) } });
  expect(changed.code, changed.msg).toBe(200);
  return first.token;
}

/** Asserts an upload was refused and left nothing behind (no row, no stored or temp file). */
async function expectRefused(file: Upload | null, status: number, message: RegExp, token: string | null = admin) {
  const rowsBefore = await fileRows();
  const filesBefore = storedFiles();
  const res = await upload(token ?? undefined, file);
  expect(res.status, res.msg).toBe(status);
  expect(res.msg).toMatch(message);
  expect(await fileRows()).toBe(rowsBefore);
  expect(storedFiles()).toEqual(filesBefore);
}

describe('POST /gc-manage/base/fileResource/upload', () => {
  it('stores a PDF under a generated key with size, sha256 and sniffed type, and logs it', async () => {
    const res = await upload(admin, { name: 'C:\\Users\\me\\..\\报价单.pdf', bytes: PDF, type: 'text/html' });
    expect(res.status, res.msg).toBe(200);
    const sha256 = crypto.createHash('sha256').update(PDF).digest('hex');
    expect(res.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: '报价单.pdf', size: PDF.length, mime: 'application/pdf', sha256, category: 'general', createdAt: expect.any(Number) });
    const id = res.data.id as string;

    const row = await t.database.db.selectFrom('sys_file').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '报价单.pdf', size: PDF.length, mime: 'application/pdf', sha256, category: 'general', storage_key: `${id.slice(0, 2)}/${id}` });
    const onDisk = path.join(t.config.dataDir, 'files', id.slice(0, 2), id);
    expect(fs.readFileSync(onDisk).equals(PDF)).toBe(true);
    expect(storedFiles().some((p) => p.startsWith('tmp'))).toBe(false);

    const log = await t.database.db.selectFrom('sys_operation_log').selectAll().where('target_type', '=', 'file').where('target_id', '=', id).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ module: '文件管理', action: '上传文件' });
    expect(JSON.parse(log.after_json!)).toMatchObject({ name: '报价单.pdf', sha256, size: PDF.length });
  });

  it('accepts each allowed kind whose content matches, with our MIME type', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['logo.png', PNG, 'image/png'],
      ['photo.JPG', JPEG, 'image/jpeg'],
      ['标书.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['报价.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old.doc', OLE, 'application/msword'],
      ['资料.zip', ZIP, 'application/zip'],
      ['说明.txt', Buffer.from('\ufeff第一行\n第二行 <b>不是网页</b>\n'), 'text/plain; charset=utf-8'],
      ['名单.csv', Buffer.from('姓名,电话\n张三,13800000000\n'), 'text/csv; charset=utf-8'],
    ];
    for (const [name, bytes, mime] of cases) {
      const res = await upload(admin, { name, bytes });
      expect(res.status, `${name}: ${res.msg}`).toBe(200);
      expect(res.data).toMatchObject({ name, mime, size: bytes.length });
    }
  });

  it('reads the category field before or after the file', async () => {
    const before = await upload(admin, { name: 'a.pdf', bytes: PDF, fields: { category: 'expert' } });
    expect(before.data.category).toBe('expert');
    const after = await upload(admin, { name: 'b.pdf', bytes: PDF, fieldsAfter: { category: 'avatar' } });
    expect(after.data.category).toBe('avatar');
  });

  it('refuses content that does not match its extension (415), storing nothing', async () => {
    await expectRefused({ name: 'invoice.pdf', bytes: HTML, type: 'application/pdf' }, 415, /文件内容与扩展名不符：\.pdf 文件必须是真实的PDF/);
    await expectRefused({ name: 'scan.pdf', bytes: PNG, type: 'application/pdf' }, 415, /\.pdf 文件必须是真实的PDF/);
    await expectRefused({ name: 'photo.png', bytes: JPEG }, 415, /\.png 文件必须是真实的PNG 图片/);
    await expectRefused({ name: 'notes.txt', bytes: HTML }, 415, /\.txt 文件必须是真实的文本文件/);
    await expectRefused({ name: 'data.csv', bytes: Buffer.from('a,b\n\0\x01') }, 415, /\.csv/);
    await expectRefused({ name: 'gbk.txt', bytes: Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]) }, 415, /\.txt/);
    await expectRefused({ name: 'report.docx', bytes: PDF }, 415, /\.docx 文件必须是真实的Word 文档/);
  });

  it('refuses types that are not on the list (415)', async () => {
    await expectRefused({ name: 'setup.exe', bytes: EXE }, 415, /不支持的文件类型（\.exe）/);
    await expectRefused({ name: 'page.html', bytes: HTML, type: 'text/html' }, 415, /不支持的文件类型（\.html）/);
    await expectRefused({ name: 'image.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, 415, /\.svg/);
    await expectRefused({ name: 'README', bytes: Buffer.from('hello') }, 415, /不支持的文件类型，仅支持/);
  });

  it('refuses empty files, missing files, wrong field names, bad and extra fields (400)', async () => {
    await expectRefused({ name: 'empty.pdf', bytes: Buffer.alloc(0) }, 400, /文件内容为空/);
    await expectRefused(null, 400, /请选择要上传的文件/);
    await expectRefused({ name: 'a.pdf', bytes: PDF, field: 'upload' }, 400, /请通过字段 file 上传一个文件/);
    await expectRefused({ name: 'a.pdf', bytes: PDF, fields: { category: 'secret' } }, 400, /文件类别的取值无效/);
    await expectRefused({ name: 'a.pdf', bytes: PDF, fieldsAfter: { category: "general' --" } }, 400, /文件类别的取值无效/);
    await expectRefused({ name: 'a.pdf', bytes: PDF, fields: { storageKey: '../../etc/passwd' } }, 400, /不允许设置字段：storageKey/);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const res = await t.call('POST', UPLOAD, { token: admin, body: { file: 'x' } });
    expect(res.status).toBe(415);
  });

  it('sanitises the display name: path parts and control characters go, 200 characters at most', async () => {
    const res = await upload(admin, { name: '../../etc/\u0007bad\u202eevil.pdf', bytes: PDF });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.name).toBe('badevil.pdf');
    const long = await upload(admin, { name: `${'长'.repeat(300)}.pdf`, bytes: PDF });
    expect(Array.from(long.data.name as string)).toHaveLength(200);
    expect(long.data.name.endsWith('长.pdf')).toBe(true);
  });

  it('answers 401 without a token and 403 without sys:file:upload', async () => {
    await expectRefused({ name: 'a.pdf', bytes: PDF }, 401, /./, null);
    const viewer = await userWith([Perm.LOG_LOGIN]);
    await expectRefused({ name: 'a.pdf', bytes: PDF }, 403, /./, viewer);
  });
});

describe('GET /gc-manage/base/fileResource/getFileById', () => {
  let id: string;
  const name = '招标文件（最终版）2026#1.pdf';
  beforeAll(async () => {
    id = (await upload(admin, { name, bytes: PDF })).data.id;
  });

  it('streams the file as an attachment with the Chinese name round-tripped and safe headers', async () => {
    const res = await download(`${GET}?token=${admin}&fileResourceId=${id}`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(PDF.length));
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition.startsWith('attachment; filename="')).toBe(true);
    const star = /filename\*=UTF-8''([^;]+)$/.exec(disposition)!;
    expect(decodeURIComponent(star[1]!)).toBe(name);
    const fallback = /filename="([^"]*)"/.exec(disposition)![1]!;
    expect(fallback).toMatch(/^[\x20-\x7e]+$/);
    expect(fallback.endsWith('2026#1.pdf')).toBe(true);
  });

  it('takes the token from the header too', async () => {
    const res = await download(`${GET}?fileResourceId=${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PDF)).toBe(true);
  });

  it('serves text with a text type, never as HTML', async () => {
    const up = await upload(admin, { name: 'a.txt', bytes: Buffer.from('<p>hello</p>') });
    const res = await download(`${GET}?token=${admin}&fileResourceId=${up.data.id}`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses traversal and malformed ids with 400, unknown ids with 404', async () => {
    for (const bad of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', id.slice(1), `${id}0`, id.toUpperCase(), `${id.slice(0, 31)}g`, '']) {
      const res = await download(`${GET}?token=${admin}&fileResourceId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json.msg).toMatch(/文件编号/);
    }
    const res = await download(`${GET}?token=${admin}&fileResourceId=${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(res.json.msg).toBe('文件不存在或无权访问');
    const extra = await download(`${GET}?token=${admin}&fileResourceId=${id}&path=/etc/passwd`);
    expect(extra.status).toBe(400);
    expect(extra.json.msg).toMatch(/不允许设置字段：path/);
  });

  it('answers 401 without or with a bad token', async () => {
    expect((await download(`${GET}?fileResourceId=${id}`)).status).toBe(401);
    expect((await download(`${GET}?token=nope&fileResourceId=${id}`)).status).toBe(401);
  });
});

describe('expert files', () => {
  let expertId: string;
  let generalId: string;
  beforeAll(async () => {
    expertId = (await upload(admin, { name: '专家证书.pdf', bytes: PDF, fields: { category: 'expert' } })).data.id;
    generalId = (await upload(admin, { name: '普通.pdf', bytes: PDF })).data.id;
  });

  it('getFileById refuses expert files to users without sys:expert:manage, serves them to holders', async () => {
    const clerk = await userWith([Perm.FILE_UPLOAD]);
    const refused = await download(`${GET}?token=${clerk}&fileResourceId=${expertId}`);
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toMatch(/专家资料/);
    expect((await download(`${GET}?token=${clerk}&fileResourceId=${generalId}`)).status).toBe(200);
    const manager = await userWith([Perm.EXPERT_MANAGE]);
    const served = await download(`${GET}?token=${manager}&fileResourceId=${expertId}`);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PDF)).toBe(true);
  });

  it('getExpertFileById serves expert files without a session, with the same safe headers', async () => {
    const res = await download(`${GET_EXPERT}?fileResourceId=${expertId}`);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers.get('content-disposition')!)![1]!)).toBe('专家证书.pdf');
  });

  it('getExpertFileById answers 404 for any other file and 400 for malformed ids', async () => {
    const other = await download(`${GET_EXPERT}?fileResourceId=${generalId}`);
    expect(other.status).toBe(404);
    expect((await download(`${GET_EXPERT}?fileResourceId=../../etc/passwd`)).status).toBe(400);
    expect((await download(`${GET_EXPERT}?fileResourceId=${'f'.repeat(32)}`)).status).toBe(404);
  });
});

describe('upload size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ UPLOAD_MAX_MB: '1' });
  });
  afterAll(async () => small?.close());

  it('refuses a file over UPLOAD_MAX_MB with 413 and leaves no temp file', async () => {
    const token = await small.adminToken();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const res = await upload(token, { name: '超大.pdf', bytes: big }, small);
    expect(res.status).toBe(413);
    expect(res.msg).toBe('文件大小超过限制（最大 1 MB）');
    expect(await fileRows(small)).toBe(0);
    expect(storedFiles(small)).toEqual([]);

    // Far over the limit, and with a field after the file: still a clean 413.
    const huge = await upload(token, { name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), fieldsAfter: { category: 'general' } }, small);
    expect(huge.status).toBe(413);
    expect(storedFiles(small)).toEqual([]);

    const fits = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length - 1024)]);
    const ok = await upload(token, { name: '刚好.pdf', bytes: fits }, small);
    expect(ok.status, ok.msg).toBe(200);
    expect(storedFiles(small)).toEqual([`${ok.data.id.slice(0, 2)}/${ok.data.id}`]);
  });
});
