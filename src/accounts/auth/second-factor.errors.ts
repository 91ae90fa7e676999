import {
  ConflictError,
  featureError,
  ForbiddenError,
  NotFoundError,
} from '@/platform/common/errors';

/** The second factor's limits and refusals (SecondFactorService). */
/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** Attempts at the second factor in RATE_LIMIT_WINDOW_SECONDS: per admin, and per client IP. */
/** Failed second-factor attempts allowed in the window: per session, and per client address. */
export const SECOND_FACTOR_LIMITS = { perSession: 10, perIp: 30 } as const;
export const SECOND_FACTOR_RATE_LIMIT_MESSAGE =
  'Too many attempts. Please try again after 5 minutes.';
/** The most passkeys one admin keeps. */
export const PASSKEYS_PER_ADMIN = 20;

export class PasskeyNotRecognisedError extends featureError(
  ForbiddenError,
  'PASSKEY_NOT_RECOGNISED',
  'That passkey was not recognised. Please try again or use a recovery code.',
) {}
export class RecoveryCodeInvalidError extends featureError(
  ForbiddenError,
  'RECOVERY_CODE_INVALID',
  'That recovery code is not valid or has already been used.',
) {}
export class ChallengeExpiredError extends featureError(
  ForbiddenError,
  'CHALLENGE_EXPIRED',
  'That request has expired or was already answered. Please try again.',
) {}
export class PasskeyNotAddedError extends featureError(
  ForbiddenError,
  'PASSKEY_NOT_ADDED',
  'The passkey could not be added. Please try again.',
) {}
/** Adding a passkey to an account that has one, before this session proved it holds one. */
export class VerifyFirstError extends featureError(
  ForbiddenError,
  'SECOND_FACTOR_REQUIRED',
  'Please confirm it is you with your passkey or a recovery code.',
) {}
export class NoPasskeyError extends featureError(
  ConflictError,
  'NO_PASSKEY',
  'You have no passkey yet. Please use a recovery code.',
) {}
export class PasskeyNotFoundError extends featureError(
  NotFoundError,
  'PASSKEY_NOT_FOUND',
  'Passkey not found',
) {}
export class LastPasskeyError extends featureError(
  ConflictError,
  'LAST_PASSKEY',
  'This is your last passkey and you have no recovery codes left. Add another passkey or create new recovery codes first.',
) {}
export class TooManyPasskeysError extends featureError(
  ConflictError,
  'TOO_MANY_PASSKEYS',
  `You can keep up to ${PASSKEYS_PER_ADMIN} passkeys. Remove one first.`,
) {}
