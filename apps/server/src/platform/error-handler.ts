import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultErrorMessage, ErrorCode } from '@tenderdesk/shared';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/**
 * The one place errors become answers. AppError carries its code; framework
 * errors are mapped to Chinese messages; anything else is a 500 that shows no
 * internals (the log keeps the stack, keyed by request id).
 */
export function installErrorHandling(app: FastifyInstance, config: Config): void {
  const uploadLimitMb = Math.round(config.uploadMaxBytes / 1024 / 1024);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.code).send({ code: error.code, msg: error.message, data: error.data });
    }
    const mapped = mapFrameworkError(error, uploadLimitMb);
    if (mapped) return reply.status(mapped.code).send({ code: mapped.code, msg: mapped.msg, data: null });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: defaultErrorMessage[500], data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}

function mapFrameworkError(error: FastifyError, uploadLimitMb: number): { code: number; msg: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.PAYLOAD_TOO_LARGE, msg: '请求内容过大' };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { code: ErrorCode.PAYLOAD_TOO_LARGE, msg: `文件大小超过限制（最大 ${uploadLimitMb} MB）` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, msg: '不支持的请求内容类型' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: ErrorCode.BAD_REQUEST, msg: '请求体格式不正确' };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) return { code: ErrorCode.BAD_REQUEST, msg: '请求体格式不正确' };
  if (error.statusCode === 413) return { code: ErrorCode.PAYLOAD_TOO_LARGE, msg: '请求内容过大' };
  if (error.statusCode === 415) return { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, msg: '不支持的请求内容类型' };
  if (error.statusCode === 429) return { code: ErrorCode.TOO_MANY_REQUESTS, msg: defaultErrorMessage[429] };
  return null;
}
