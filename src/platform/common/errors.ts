import { HttpStatus } from '@nestjs/common';

/**
 * Base of every feature error: a stable `code` for logs and clients, the HTTP status it maps to,
 * and a message that is safe to show to the user. The error filter sends the code next to the
 * message: `{statusCode, message, error, code}`.
 *
 * Features declare their own errors in `<feature>/<feature>.errors.ts`, extending the classes
 * below and overriding `code` (e.g. `TRANSACTION_NOT_FOUND`), so a client or a log search can
 * tell two 404s apart without parsing the sentence.
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
  readonly code: string = 'NOT_FOUND';
  readonly status = HttpStatus.NOT_FOUND;
}

export class ForbiddenError extends AppError {
  readonly code: string = 'FORBIDDEN';
  readonly status = HttpStatus.FORBIDDEN;
}

export class ConflictError extends AppError {
  readonly code: string = 'CONFLICT';
  readonly status = HttpStatus.CONFLICT;
}

export class ValidationError extends AppError {
  readonly code: string = 'VALIDATION';
  readonly status = HttpStatus.BAD_REQUEST;

  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

export class UnauthorizedError extends AppError {
  readonly code: string = 'UNAUTHENTICATED';
  readonly status = HttpStatus.UNAUTHORIZED;
}

export class TooManyRequestsError extends AppError {
  readonly code: string = 'RATE_LIMITED';
  readonly status = HttpStatus.TOO_MANY_REQUESTS;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class UpstreamError extends AppError {
  readonly code: string = 'UPSTREAM';
  readonly status = HttpStatus.BAD_GATEWAY;
}

/**
 * A feature error with its own stable code and a fixed message, declared in one line in
 * `<feature>/<feature>.errors.ts`:
 *
 *   export class TransactionNotFoundError extends featureError(
 *     NotFoundError, 'TRANSACTION_NOT_FOUND', 'Transaction not found') {}
 *
 * It keeps its base's status (and `instanceof`), so the error filter maps it like the base.
 */
export function featureError<M, E extends AppError>(
  Base: new (message: M) => E,
  code: string,
  message: M,
): new () => E {
  // every Base is concrete: its status is set, only its type says AppError's members are abstract
  const Concrete = Base as unknown as new (
    message: M,
  ) => Error & { code: string; status: HttpStatus };
  class FeatureError extends Concrete {
    override readonly code: string = code;

    constructor() {
      super(message);
    }
  }
  return FeatureError as unknown as new () => E;
}

/** What a customer hears when a rule keeps them from something that is theirs to ask for. */
export const NO_PERMISSION = "You don't have permission to perform this action.";

export class NoPermissionError extends featureError(
  ForbiddenError,
  'NO_PERMISSION',
  NO_PERMISSION,
) {}

export const INVALID_ID = 'Invalid ObjectId format';

/** A path id that is not a 24-hex ObjectId (see `IdParam`). */
export class InvalidIdError extends featureError(ValidationError, 'INVALID_ID', [INVALID_ID]) {}

/** A change request that changes nothing. */
export class NothingToUpdateError extends featureError(ValidationError, 'NOTHING_TO_UPDATE', [
  'Please provide at least one field to update',
]) {}
