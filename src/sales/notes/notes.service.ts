import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { NothingToUpdateError, ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { NOTE_MAX_LENGTH, NOTE_SOURCES } from '@/platform/database/schema';
import { EventsService } from '@/platform/timeline/events.service';
import { SaleNotFoundError } from '@/sales/sale/sales.errors';
import { NOTE_REQUIRED, NOTE_TOO_LONG, type NoteDto } from './dto/note.dto';
import { NotARequestError, NoteNotFoundError, NotYourNoteError } from './notes.errors';
import { NotesQueryRepository } from './notes.query-repository';
import { NotesRepository, type NoteRow } from './notes.repository';

export type NoteSource = (typeof NOTE_SOURCES)[number];

/** A person a note is by (a session user, or any user row of the same shape). */
export type NoteAuthor = Pick<SessionUser, '_id' | 'first_name' | 'last_name'>;

/**
 * A note to add: by a member of staff (`author`, the default source 'staff'), on behalf of a
 * customer (`author` and `source: 'customer'`), or by the system (`source: 'system'`, no author).
 */
export type NewNote = {
  transactionId: string;
  text: string;
  pinned?: boolean;
} & (
  | { author: NoteAuthor; source?: Exclude<NoteSource, 'system'> }
  | { author?: null; source: 'system' }
);

/** How much of a note the timeline's audit events quote. */
const EXCERPT_LENGTH = 200;

export const excerpt = (text: string): string =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

const nameOf = (author: NoteAuthor) => `${author.first_name} ${author.last_name}`.trim();

/**
 * Notes on a sale (Back office IV): staff write them, pin them for everyone, and edit or delete
 * their own; features add them for a customer or the system (`add`). Each change is on the sale's
 * timeline, committed with it. Notes are served on admin routes only.
 */
@Injectable()
export class NotesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly notes: NotesRepository,
    private readonly queries: NotesQueryRepository,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  /** A sale's notes, pinned first, then newest first; `viewer` sees which are theirs. */
  async list(viewer: SessionUser, transactionId: string): Promise<NoteDto[]> {
    await this.ensureSale(transactionId);
    return (await this.notes.listForTransaction(transactionId)).map((row) => toDto(row, viewer));
  }

  /**
   * Adds a note to a sale, with its `note_added` event. Other modules call this (issue 25's
   * "Ask us to change something" reaches staff as a note by the customer); the text is trimmed
   * and checked here as the API checks it. Joins the caller's DB transaction if one is open.
   */
  async add(note: NewNote): Promise<NoteDto> {
    const text = checkedText(note.text);
    await this.ensureSale(note.transactionId);
    const author = note.author ?? null;
    const source: NoteSource = note.source ?? 'staff';
    const row = await this.database.transaction(async () => {
      const now = this.clock.now();
      const created = await this.notes.insert({
        transaction_id: note.transactionId,
        source,
        author: author?._id ?? null,
        authorName: author ? nameOf(author) : null,
        text,
        pinned: note.pinned ?? false,
        createdAt: now,
        updatedAt: now,
      });
      await this.events.record({
        transactionId: note.transactionId,
        name: 'note_added',
        author: source === 'staff' ? author : null,
        comments:
          source === 'staff'
            ? excerpt(text)
            : `${source === 'customer' && author ? `From ${nameOf(author)}` : 'From the system'}: ${excerpt(text)}`,
      });
      if (created.pinned) {
        await this.events.record({
          transactionId: note.transactionId,
          name: 'note_pinned',
          author: source === 'staff' ? author : null,
          comments: excerpt(text),
        });
      }
      return created;
    });
    return toDto(row, author);
  }

  /**
   * Changes a note: its text (its author only), its pin (any member of staff). Changing nothing
   * that differs records nothing.
   */
  async update(
    admin: SessionUser,
    transactionId: string,
    noteId: string,
    changes: { text?: string; pinned?: boolean; done?: boolean },
  ): Promise<NoteDto> {
    if (changes.text === undefined && changes.pinned === undefined && changes.done === undefined) {
      throw new NothingToUpdateError();
    }
    const text = changes.text === undefined ? undefined : checkedText(changes.text);
    const row = await this.database.transaction(async () => {
      const current = await this.find(transactionId, noteId);
      if (text !== undefined && !wroteIt(admin, current)) throw new NotYourNoteError();
      const now = this.clock.now();
      const edited = text !== undefined && text !== current.text;
      const pinning = changes.pinned !== undefined && changes.pinned !== current.pinned;
      if (changes.done !== undefined && current.source !== 'customer') {
        throw new NotARequestError();
      }
      const marking = changes.done !== undefined && changes.done !== (current.doneAt !== null);
      if (!edited && !pinning && !marking) return current;
      const updated = await this.notes.update(
        noteId,
        {
          ...(edited ? { text, editedAt: now } : {}),
          ...(pinning ? { pinned: changes.pinned } : {}),
          ...(marking
            ? changes.done
              ? { doneAt: now, doneByName: nameOf(admin) }
              : { doneAt: null, doneByName: null }
            : {}),
        },
        now,
      );
      if (marking) {
        await this.events.record({
          transactionId,
          name: changes.done ? 'request_done' : 'request_reopened',
          author: admin,
          comments: excerpt(updated.text),
        });
      }
      if (edited) {
        await this.events.record({
          transactionId,
          name: 'note_edited',
          author: admin,
          comments: `Was: ${excerpt(current.text)}\nNow: ${excerpt(updated.text)}`,
        });
      }
      if (pinning) {
        await this.events.record({
          transactionId,
          name: updated.pinned ? 'note_pinned' : 'note_unpinned',
          author: admin,
          comments: excerpt(updated.text),
        });
      }
      return updated;
    });
    return toDto(row, admin);
  }

  /** Deletes a note its author wrote; the timeline keeps what it said. */
  async remove(admin: SessionUser, transactionId: string, noteId: string): Promise<void> {
    await this.database.transaction(async () => {
      const current = await this.find(transactionId, noteId);
      if (!wroteIt(admin, current)) throw new NotYourNoteError();
      await this.notes.delete(noteId);
      await this.events.record({
        transactionId,
        name: 'note_deleted',
        author: admin,
        comments: excerpt(current.text),
      });
    });
  }

  private async ensureSale(transactionId: string): Promise<void> {
    if (!(await this.queries.saleExists(transactionId))) throw new SaleNotFoundError();
  }

  /** The note, locked; 404 when the sale or its note is not there. */
  private async find(transactionId: string, noteId: string): Promise<NoteRow> {
    await this.ensureSale(transactionId);
    const note = await this.notes.findForUpdate(transactionId, noteId);
    if (!note) throw new NoteNotFoundError();
    return note;
  }
}

/**
 * The text trimmed, refused when blank or too long (the DTO says the same to API callers). The
 * length is counted in code points, as the table's check constraint counts it.
 */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new ValidationError([NOTE_REQUIRED]);
  if ([...trimmed].length > NOTE_MAX_LENGTH) throw new ValidationError([NOTE_TOO_LONG]);
  return trimmed;
}

/** Staff edit and delete only the notes they wrote themselves. */
const wroteIt = (viewer: Pick<SessionUser, '_id'> | null, row: NoteRow): boolean =>
  viewer !== null && row.source === 'staff' && row.author === viewer._id;

function toDto(row: NoteRow, viewer: Pick<SessionUser, '_id'> | null): NoteDto {
  return {
    _id: row._id,
    transaction_id: row.transaction_id,
    text: row.text,
    pinned: row.pinned,
    source: row.source,
    author: row.author,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    mine: wroteIt(viewer, row),
    doneAt: row.doneAt?.toISOString() ?? null,
    doneByName: row.doneByName ?? null,
  };
}
