import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { ErrorCode, FileCategory, fileUploadFields, Perm, type FileResource } from '@tenderdesk/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { recordOperation } from '../../platform/audit.js';
import { now } from '../../platform/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { extensionOf, sanitizeFileName } from './names.js';
import { findFile, insertFile, type FileRecord } from './repository.js';
import { allowedExtensions, ruleForExtension, sniffBinary } from './sniff.js';
import { createFileStore, newFileId, type ReceivedFile } from './storage.js';

const MODULE = '文件管理';

/** The parts of a multipart request, as @fastify/multipart yields them. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

export type FileService = ReturnType<typeof createFileService>;

const unsupported = (msg: string) => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, msg);

/** Reads a part we will not keep to its end, so the request can finish. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', () => resolve());
  });
}

export function createFileService(deps: { db: Kysely<DB>; dataDir: string; uploadMaxBytes: number }) {
  const { db, uploadMaxBytes } = deps;
  const store = createFileStore(deps.dataDir);
  const tooLarge = () =>
    new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `文件大小超过限制（最大 ${Math.round(uploadMaxBytes / 1024 / 1024)} MB）`);

  /** The declared extension must be allowed and the content must be what it claims. */
  function checkContent(ext: string, file: ReceivedFile): string {
    const rule = ruleForExtension(ext)!;
    if (file.size === 0) throw badRequest('文件内容为空，请重新选择文件');
    const matches = rule.kind === 'text' ? file.text.isText() : sniffBinary(file.head) === rule.kind;
    if (!matches) throw unsupported(`文件内容与扩展名不符：.${ext} 文件必须是真实的${rule.label}`);
    return rule.mime;
  }

  /** Loads a file row and checks its bytes are still on disk. */
  async function locate(id: string): Promise<{ file: FileRecord; path: string; size: number }> {
    const file = await findFile(db, id);
    if (!file) throw notFound('文件');
    const path = store.pathOf(file.storageKey);
    const stat = await fs.promises.stat(path).catch(() => null);
    if (!stat?.isFile()) throw notFound('文件');
    return { file, path, size: stat.size };
  }

  return {
    /**
     * Streams the one file of a multipart request to disk (hashing and
     * counting as it goes), checks its type by content, then moves it under
     * its generated key and records it, logging the upload in the same
     * transaction. Nothing is left behind when any step fails.
     */
    async upload(actor: Actor, parts: AsyncIterable<UploadPart>): Promise<FileResource> {
      const fields: Record<string, unknown> = {};
      let received: { file: ReceivedFile; name: string; ext: string } | undefined;
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            // A repeated field becomes a list, which the schema then refuses.
            fields[part.fieldname] = Object.hasOwn(fields, part.fieldname) ? [fields[part.fieldname], part.value].flat() : part.value;
            continue;
          }
          if (part.fieldname !== 'file' || received) {
            await drain(part.file);
            throw badRequest('请通过字段 file 上传一个文件');
          }
          const name = sanitizeFileName(part.filename);
          const ext = extensionOf(name);
          if (!ruleForExtension(ext)) {
            await drain(part.file);
            throw unsupported(`不支持的文件类型${ext ? `（.${ext}）` : ''}，仅支持：${allowedExtensions.join('、')}`);
          }
          const file = await store.receive(part.file);
          received = { file, name, ext };
          // busboy stops at the limit and marks the stream truncated: the upload is refused whole.
          if (part.file.truncated) throw tooLarge();
        }
        if (!received) throw badRequest('请选择要上传的文件');
        const { category } = parseInput(fileUploadFields, fields) as { category?: string };
        const mime = checkContent(received.ext, received.file);

        const id = newFileId();
        const record: FileRecord = {
          id,
          name: received.name,
          size: received.file.size,
          mime,
          sha256: received.file.sha256,
          category: category ?? FileCategory.GENERAL,
          createdAt: now(),
          storageKey: store.keyOf(id),
          createdBy: actor.userId,
        };
        const stored = await store.commit(received.file.tempPath, record.storageKey);
        try {
          await db.transaction().execute(async (trx) => {
            await insertFile(trx, record);
            const { storageKey: _key, createdBy: _by, ...resource } = record;
            await recordOperation(trx, actor, { module: MODULE, action: '上传文件', targetType: 'file', targetId: id, after: resource });
          });
        } catch (error) {
          await store.remove(stored);
          throw error;
        }
        const { storageKey: _key, createdBy: _by, ...answer } = record;
        return answer;
      } finally {
        // After a commit the temp path no longer exists; removing it is then a no-op.
        if (received) await store.remove(received.file.tempPath);
      }
    },

    /** Staff download: any signed-in user, except expert files which need expert management. */
    async forStaff(actor: Actor, id: string) {
      const found = await locate(id);
      if (found.file.category === FileCategory.EXPERT && !actor.perms.has(Perm.EXPERT_MANAGE)) {
        throw forbidden('专家资料仅限专家管理人员下载');
      }
      return found;
    },

    /** Capability download of expert files (see routes.ts); any other file is "not found". */
    async forExpert(id: string) {
      const found = await locate(id);
      if (found.file.category !== FileCategory.EXPERT) throw notFound('文件');
      return found;
    },
  };
}
