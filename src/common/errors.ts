import { HttpStatus } from '@nestjs/common';

/**
 * Base of every feature error: a stable `code` for logs and clients, the HTTP status it maps to,
 * and a message that is safe to show to the user.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly status: HttpStatus;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly status = HttpStatus.NOT_FOUND;
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly status = HttpStatus.FORBIDDEN;
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly status = HttpStatus.CONFLICT;
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION';
  readonly status = HttpStatus.BAD_REQUEST;

  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

export class UnauthorizedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = HttpStatus.UNAUTHORIZED;
}

export class TooManyRequestsError extends AppError {
  readonly code = 'RATE_LIMITED';
  readonly status = HttpStatus.TOO_MANY_REQUESTS;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class UpstreamError extends AppError {
  readonly code = 'UPSTREAM';
  readonly status = HttpStatus.BAD_GATEWAY;
}
