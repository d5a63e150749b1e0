import { ErrorCode, fileDownloadQuery, Perm } from '@tenderdesk/shared';
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { anyOf, publicAccess, signedIn } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import type { DomainModule } from '../../platform/module.js';
import { contentDisposition } from './names.js';
import type { FileRecord } from './repository.js';
import { createFileService, type UploadPart } from './service.js';

/**
 * Sends a stored file as a download. The type is the one our sniffer chose
 * (never text/html); nosniff, attachment and a sandboxing CSP keep a browser
 * from rendering it in our origin even if it tried.
 */
function sendFile(reply: FastifyReply, found: { file: FileRecord; path: string; size: number }): FastifyReply {
  return reply
    .header('Content-Type', found.file.mime)
    .header('Content-Length', String(found.size))
    .header('Content-Disposition', contentDisposition(found.file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    // The link may carry a token (spec §7): keep the answer out of shared caches.
    .header('Cache-Control', 'private, no-store')
    .send(fs.createReadStream(found.path));
}

export const fileModule: DomainModule = (route, deps) => {
  const files = createFileService({ db: deps.db, dataDir: deps.config.dataDir, uploadMaxBytes: deps.config.uploadMaxBytes });

  route({
    method: 'POST',
    url: '/gc-manage/base/fileResource/upload',
    access: anyOf(Perm.FILE_UPLOAD),
    message: '上传成功',
    handler: async ({ actor, request }) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, '请以 multipart/form-data 方式上传文件');
      return files.upload(actor, request.parts() as AsyncIterable<UploadPart>);
    },
  });

  // Spec §7: opened as a link, so the token may come in the query.
  route({
    method: 'GET',
    url: '/gc-manage/base/fileResource/getFileById',
    access: signedIn(),
    tokenInQuery: true,
    query: fileDownloadQuery,
    handler: async ({ actor, query, reply }) => sendFile(reply, await files.forStaff(actor, query.fileResourceId)),
  });

  // Public on purpose: experts register and upload their papers without an
  // account (domain §6.1), so they cannot sign in to fetch them back. The
  // 128-bit random id is the capability; only category 'expert' files are
  // served here, every other file answers 404 exactly like an unknown id.
  route({
    method: 'GET',
    url: '/gc-manage/base/fileResource/getExpertFileById',
    access: publicAccess,
    query: fileDownloadQuery,
    handler: async ({ query, reply }) => sendFile(reply, await files.forExpert(query.fileResourceId)),
  });
};
