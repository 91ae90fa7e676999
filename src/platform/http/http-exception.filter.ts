import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError, TooManyRequestsError, ValidationError } from '@/platform/common/errors';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { databaseErrorCode, isDatabaseUnavailable, safeError } from '@/platform/common/safe-error';
import { ErrorBody, errorBody, REASONS, STATUS_CODES } from './error-body';

export type { ErrorBody } from './error-body';

/** How long a client should wait before retrying while the database cannot be reached. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/** The spec's classified message for a validation error (customer.md §8). */
const INVALID_INPUT = 'Please check your input and try again.';

/** Every error leaves as `{statusCode, message, error, code}`; stacks and SQL never do. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly reporter: ErrorReporter,
    /** The methods a path's routes answer (allowed-methods.ts); none for an unknown path. */
    private readonly methodsOf: (path: string) => string[] = () => [],
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const body = this.notAllowed(exception, request, response) ?? this.toBody(exception);

    if (exception instanceof TooManyRequestsError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.code === 'DATABASE_UNAVAILABLE') {
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      this.logger.warn({ msg: 'database unavailable', requestId: request.requestId });
    } else if (body.statusCode >= 500) {
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

  /**
   * No route took the request (Nest's "Cannot GET /x"), yet routes answer its path with other
   * methods: 405 with `Allow`, rather than a 404 that says the path does not exist.
   */
  private notAllowed(exception: unknown, request: Request, response: Response) {
    if (!(exception instanceof NotFoundException)) return undefined;
    if (!exception.message.startsWith('Cannot ')) return undefined;
    const allowed = this.methodsOf(request.path);
    if (allowed.length === 0) return undefined;
    response.setHeader('Allow', allowed.join(', '));
    return errorBody(
      405,
      `${request.method} is not supported here: use ${allowed.join(', ')}.`,
      'METHOD_NOT_ALLOWED',
    );
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
    if (isDatabaseUnavailable(exception)) {
      return errorBody(503, UNAVAILABLE_MESSAGE, 'DATABASE_UNAVAILABLE');
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
    return errorBody(
      HttpStatus.INTERNAL_SERVER_ERROR,
      'Something went wrong on our side. Please try again later.',
    );
  }
}
