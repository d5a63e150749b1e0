import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The server serves the built web app with the sign-in key and title built into the page. */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tenderdesk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  t = await startTestApp({ WEB_DIST_DIR: dist, APP_TITLE: '某某招标<代理>平台' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves index.html with the public key and the escaped title built in, never cached', async () => {
    const response = await fetch(`${t.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>某某招标&#60;代理&#62;平台</title>');
    const boot = JSON.parse(/window\.__TENDERDESK__=(.*?)<\/script>/.exec(html)![1]!);
    expect(boot.publicKey).toBe(t.publicKey);
    expect(boot.appTitle).toBe('某某招标<代理>平台');
    // The inline script cannot be closed early by the title's '<'.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('serves hashed assets with a long cache and keeps API 404s as envelopes', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${t.baseUrl}/index.html`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/assets/../../../etc/passwd`)).status).toBe(404);
    const api = await t.call('GET', '/gc-manage/nothing-here');
    expect(api.status).toBe(404);
    expect(api.code).toBe(404);
  });
});
