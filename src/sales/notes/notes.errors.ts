import {
  featureError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';

/** No such note on this sale (or it was deleted). */
export class NoteNotFoundError extends featureError(
  NotFoundError,
  'NOTE_NOT_FOUND',
  'Note not found. It may have been deleted: reload the page to see the current notes.',
) {}

/** Staff change or delete only the notes they wrote; anyone may pin one. */
export class NotYourNoteError extends featureError(
  ForbiddenError,
  'NOT_YOUR_NOTE',
  'Only the author of a note can edit or delete it. You can still pin or unpin it.',
) {}

/** Only a customer's request (a change request) is marked done; staff notes are not requests. */
export class NotARequestError extends featureError(ValidationError, 'NOT_A_REQUEST', [
  "Only a customer's request can be marked done",
]) {}
