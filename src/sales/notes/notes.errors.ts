import { featureError, ForbiddenError, NotFoundError } from '@/platform/common/errors';

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
