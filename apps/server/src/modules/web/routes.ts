import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Serves the built web app (apps/web/dist) at `/`. index.html gets the
 * sign-in public key and the app title built in, so the sign-in page needs
 * no extra call (issue 2). Without a build, `/` explains how to make one.
 */
export async function webRoutes(app: FastifyInstance, deps: { config: Config; publicKeyPem: string }): Promise<void> {
  const { config } = deps;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const publicAccess = { access: { kind: 'public' as const } };
  if (!fs.existsSync(indexFile)) {
    app.get('/', { config: publicAccess }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('TenderDesk API 已启动。网页端尚未构建：运行 npm start 会一并构建。'),
    );
    return;
  }
  const boot = JSON.stringify({ publicKey: deps.publicKeyPem, appTitle: config.appTitle }).replace(/</g, '\\u003c');
  const html = fs
    .readFileSync(indexFile, 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.appTitle)}</title>`)
    .replace('</head>', `<script>window.__TENDERDESK__=${boot}</script></head>`);
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: false,
    prefix: '/',
    decorateReply: false,
    globIgnore: ['index.html'],
    // Built assets carry a content hash in their names: cache them for good.
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/', { config: publicAccess }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
