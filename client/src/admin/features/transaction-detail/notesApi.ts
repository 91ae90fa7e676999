import { api, type NoteDto } from '@/api/generated';
import { idTag, listTag, onSuccess } from '@/api/tags';
import { TRANSACTION_TAG } from '@/admin/features/transactions/transactionsListApi';

const NOTES_TAG = 'AdminTransactionNotes';
/** The sale's timeline's tag (transactionDetailApi): every note change is on the timeline. */
const EVENTS_TAG = 'AdminTransactionEvents';

/** A note changed: the sale's notes, its timeline and the feed's latest event are stale. */
const notesChanged = (id: string) => [
  idTag(NOTES_TAG, id),
  idTag(EVENTS_TAG, id),
  listTag(TRANSACTION_TAG),
];

/** A sale's notes on the Events tab (staff only), tagged per sale. */
export const notesApi = api
  .enhanceEndpoints({ addTagTypes: [NOTES_TAG, EVENTS_TAG, TRANSACTION_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminTransactionNotesControllerList: {
        providesTags: (_result, _error, arg) => [idTag(NOTES_TAG, arg.id)],
      },
      adminTransactionNotesControllerCreate: {
        invalidatesTags: onSuccess((arg) => notesChanged(arg.id)),
      },
      adminTransactionNotesControllerUpdate: {
        invalidatesTags: onSuccess((arg) => notesChanged(arg.id)),
      },
      adminTransactionNotesControllerRemove: {
        invalidatesTags: onSuccess((arg) => notesChanged(arg.id)),
      },
    },
  });

export const {
  useAdminTransactionNotesControllerListQuery: useNotesQuery,
  useAdminTransactionNotesControllerCreateMutation: useAddNoteMutation,
  useAdminTransactionNotesControllerUpdateMutation: useUpdateNoteMutation,
  useAdminTransactionNotesControllerRemoveMutation: useDeleteNoteMutation,
} = notesApi;

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
