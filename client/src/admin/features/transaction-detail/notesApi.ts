import { type NoteDto } from '@/api/generated';

export type Note = NoteDto;

/** The longest note the API takes (characters, after trimming). */
export const NOTE_MAX_LENGTH = 5000;

/** Who a note is by, as the Events tab and the feed card say it: 'Note by Ada Byron'. */
export const noteAuthor = (note: {
  source: NoteDto['source'];
  authorName?: string | null;
}): string => {
  if (note.source === 'system' || !note.authorName) return 'Note by the system';
  return note.source === 'customer'
    ? `Note by ${note.authorName} (customer)`
    : `Note by ${note.authorName}`;
};
