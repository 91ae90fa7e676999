import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError, TooManyRequestsError, ValidationError } from './errors';
import { ErrorReporter } from './error-reporter';
import { databaseErrorCode, safeError } from './safe-error';

export type ErrorBody = {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Stable and machine-readable: the feature error's code, or the status's (e.g. NOT_FOUND). */
  code: string;
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Codes for errors that are not feature errors (Nest's own, body parsing, the unexpected). */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'UPSTREAM',
  503: 'UNAVAILABLE',
};

/** The spec's classified message for a validation error (customer.md §8). */
const INVALID_INPUT = 'Please check your input and try again.';

/** Every error leaves as `{statusCode, message, error, code}`; stacks and SQL never do. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly reporter: ErrorReporter) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const body = this.toBody(exception);

    if (exception instanceof TooManyRequestsError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      const safe = safeError(error);
      this.logger.error(
        {
          msg: 'unhandled error',
          requestId: request.requestId,
          error: safe.message,
          code: safe.code,
        },
        safe.stack,
      );
      this.reporter.capture(error, { requestId: request.requestId, path: request.path });
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ValidationError) {
      return {
        statusCode: 400,
        message: exception.messages,
        error: REASONS[400],
        code: exception.code,
      };
    }
    if (exception instanceof AppError) {
      return {
        statusCode: exception.status,
        message: exception.message,
        error: REASONS[exception.status] ?? 'Error',
        code: exception.code,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : ((payload as { message?: string | string[] }).message ?? exception.message);
      return {
        statusCode: status,
        message,
        error: REASONS[status] ?? exception.name,
        code: STATUS_CODES[status] ?? 'ERROR',
      };
    }
    // The database refused a value as data (class 22: bad encoding, out of range, bad format):
    // input the checks before it let through; still the caller's to fix, never a 500.
    if (databaseErrorCode(exception)?.startsWith('22')) {
      this.logger.warn({
        msg: 'input refused by the database',
        error: safeError(exception).message,
      });
      return { statusCode: 400, message: INVALID_INPUT, error: REASONS[400], code: 'VALIDATION' };
    }
    // body-parser errors carry a status (malformed JSON, payload too large)
    const status = (exception as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = status === 413 ? 'Request body is too large' : 'Malformed request body';
      return {
        statusCode: status,
        message,
        error: REASONS[status] ?? 'Bad Request',
        code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_BODY',
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again later.',
      error: REASONS[500],
      code: STATUS_CODES[500],
    };
  }
}
