/** The one shape every error leaves in: `{statusCode, message, error, code}`. */
export type ErrorBody = {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Stable and machine-readable: the feature error's code, or the status's (e.g. NOT_FOUND). */
  code: string;
};

export const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** Codes for errors that are not feature errors (Nest's own, body reading, the unexpected). */
export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'UPSTREAM',
  503: 'UNAVAILABLE',
};

export function errorBody(
  statusCode: number,
  message: string | string[],
  code = STATUS_CODES[statusCode] ?? 'ERROR',
): ErrorBody {
  return { statusCode, message, error: REASONS[statusCode] ?? 'Error', code };
}
