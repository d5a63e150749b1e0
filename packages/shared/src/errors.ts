/**
 * Error codes of the call contract. The envelope's `code` and the HTTP status
 * are the same number (spec §7, issue 2), so a code here IS its status.
 */
export const ErrorCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Chinese message per code, used when a more specific one is not given. */
export const defaultErrorMessage: Record<ErrorCodeValue, string> = {
  200: '操作成功',
  400: '请求参数有误',
  401: '未登录或登录已失效，请重新登录',
  403: '没有权限执行此操作',
  404: '请求的资源不存在',
  409: '数据冲突，请刷新后重试',
  413: '请求内容过大',
  415: '不支持的内容类型',
  429: '操作过于频繁，请稍后再试',
  500: '服务器开小差了，请稍后再试',
  503: '服务暂不可用，请稍后再试',
};

/** The response envelope of every /gc-manage call. */
export type Envelope<T> = { code: number; msg: string; data: T };
