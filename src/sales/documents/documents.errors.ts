import { HttpStatus } from '@nestjs/common';
import { AppError, ConflictError, featureError, NotFoundError } from '@/platform/common/errors';
import { STORAGE_FULL_MESSAGE, UPLOAD_MESSAGES } from './documents.rules';

export class DocumentNotFoundError extends featureError(
  NotFoundError,
  'DOCUMENT_NOT_FOUND',
  'Document not found',
) {}

export class DocumentTransactionNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}

export class DocumentPurchaseNotFoundError extends featureError(
  NotFoundError,
  'PURCHASE_INTENT_NOT_FOUND',
  'Purchase intent not found',
) {}

export class PurchaseNotLinkedError extends featureError(
  NotFoundError,
  'PURCHASE_NOT_LINKED',
  'This purchase is not linked to a sale yet',
) {}

export class RequestNotFoundError extends featureError(
  NotFoundError,
  'ADDITIONAL_REQUEST_NOT_FOUND',
  'Additional request not found',
) {}

export class DocumentPendingScanError extends featureError(
  ConflictError,
  'DOCUMENT_SCAN_PENDING',
  'This file is still being checked for viruses',
) {}

export class DocumentRefusedByScanError extends featureError(
  ConflictError,
  'DOCUMENT_NOT_CLEAN',
  'This file did not pass the virus check and cannot be downloaded',
) {}

export class NotARequestAnswerError extends featureError(
  ConflictError,
  'DOCUMENT_NOT_AN_ANSWER',
  'Only an answer to a request can be accepted or rejected',
) {}

export class AlreadyReviewedError extends featureError(
  ConflictError,
  'DOCUMENT_ALREADY_REVIEWED',
  'This answer has already been reviewed',
) {}

export class NotScannedCleanError extends featureError(
  ConflictError,
  'DOCUMENT_NOT_SCANNED_CLEAN',
  'This file has not passed the virus check',
) {}

/** The stored bytes no longer match the checksum taken when they were uploaded. */
export class DocumentCorruptedError extends AppError {
  readonly code = 'DOCUMENT_CORRUPTED';
  readonly status = HttpStatus.INTERNAL_SERVER_ERROR;

  constructor() {
    super('This file cannot be read back as it was uploaded. Please contact us.');
  }
}

export type UploadRefusal = keyof typeof UPLOAD_MESSAGES;

const REFUSAL_STATUS: Record<UploadRefusal, HttpStatus> = {
  notMultipart: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  tooLarge: HttpStatus.PAYLOAD_TOO_LARGE,
  noFile: HttpStatus.BAD_REQUEST,
  oneFile: HttpStatus.BAD_REQUEST,
  empty: HttpStatus.BAD_REQUEST,
  wrongType: HttpStatus.BAD_REQUEST,
  interrupted: HttpStatus.BAD_REQUEST,
};

/** An upload refused for what was sent: nothing of it is kept. */
export class UploadRefusedError extends AppError {
  readonly code: string;
  readonly status: HttpStatus;

  constructor(readonly reason: UploadRefusal) {
    super(UPLOAD_MESSAGES[reason]);
    this.status = REFUSAL_STATUS[reason];
    this.code = `UPLOAD_${reason.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  }
}

/** The store has no room for the file (a full disk or quota): the service's trouble, not the sender's. */
export class UploadStorageFullError extends AppError {
  readonly code = 'STORAGE_FULL';
  readonly status = HttpStatus.INSUFFICIENT_STORAGE;

  constructor() {
    super(STORAGE_FULL_MESSAGE);
  }
}
