import { ErrorCode, defaultErrorMessage, type ErrorCodeValue } from '@tenderdesk/shared';

/**
 * The one error type services throw. Its code is both the envelope code and
 * the HTTP status; the message is Chinese and safe to show to the user.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string = defaultErrorMessage[code],
    /** Extra data for the client, e.g. seconds to wait before retrying. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);
export const unauthorized = (msg?: string) => new AppError(ErrorCode.UNAUTHORIZED, msg);
export const forbidden = (msg?: string) => new AppError(ErrorCode.FORBIDDEN, msg);
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在或无权访问`);
export const conflict = (msg: string) => new AppError(ErrorCode.CONFLICT, msg);
export const tooManyRequests = (msg: string, retryAfterSeconds?: number) =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, msg, retryAfterSeconds === undefined ? null : { retryAfterSeconds });
