import { HttpStatus } from '@nestjs/common';
import { AppError, featureError, ValidationError } from '@/platform/common/errors';

export const IDEMPOTENCY_KEY_RULE =
  'Idempotency-Key must be 1 to 255 characters: letters, digits and - _ . :';

/** The header is there but is not a usable key (too long, spaces, other characters). */
export class IdempotencyKeyInvalidError extends featureError(
  ValidationError,
  'IDEMPOTENCY_KEY_INVALID',
  [IDEMPOTENCY_KEY_RULE],
) {}

/** The key answered another request (another body or path): a new request needs a new key. */
export class IdempotencyKeyReusedError extends AppError {
  readonly code: string = 'IDEMPOTENCY_KEY_REUSED';
  readonly status = HttpStatus.UNPROCESSABLE_ENTITY;

  constructor() {
    super(
      'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    );
  }
}
