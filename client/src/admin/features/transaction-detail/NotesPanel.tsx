import { PushpinFilled } from '@ant-design/icons';
import { Alert, Checkbox, Empty, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { ShowMore } from '@/admin/components/ShowMore';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatShortDateTime } from '@/admin/format';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { NOTE_MAX_LENGTH, noteAuthor, type Note } from './notesApi';
import {
  useAddNoteMutation,
  useDeleteNoteMutation,
  useNotesQuery,
  useUpdateNoteMutation,
} from '@/api/generated';
import './notesPanel.css';

export const NOTE_MESSAGES = {
  required: 'Please write the note',
  tooLong: `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters long`,
  loadFailed: 'There was an error while fetching the notes',
  addFailed: 'The note was not added',
  editFailed: 'The note was not saved',
  pinFailed: 'The note was not pinned or unpinned. Please try again.',
  doneFailed: 'The request was not marked. Please try again.',
  deleteFailed: 'The note was not deleted. Please try again.',
  deleteSummary:
    'The note will be deleted for everyone. The timeline keeps a record of what it said.',
} as const;

type NoteValues = { text?: string; pinned?: boolean };

/** The text's rules, as the API checks them (trimmed, not empty, at most 5,000 characters). */
const textRules = [
  { required: true, whitespace: true, message: NOTE_MESSAGES.required },
  { max: NOTE_MAX_LENGTH, message: NOTE_MESSAGES.tooLong },
];

/** The API's messages about the text belong under the text box. */
const textField = (message: string) =>
  message === NOTE_MESSAGES.required || message.startsWith('A note can be at most')
    ? 'text'
    : undefined;

/**
 * The Events tab's notes (staff only): a box to add one, then the notes, pinned first and then
 * newest first. Anyone pins or unpins a note; its author edits or deletes it.
 */
export const NotesPanel = ({ transactionId }: { transactionId: string }) => {
  const notes = useNotesQuery({ id: transactionId });
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');

  let list;
  if (notes.error) {
    list = (
      <AdminQueryError
        error={notes.error}
        title={NOTE_MESSAGES.loadFailed}
        onRetry={() => void notes.refetch()}
        retrying={notes.isFetching}
      />
    );
  } else if (!notes.data) {
    list = <Skeleton active aria-label="Loading notes..." />;
  } else if (notes.data.length === 0) {
    list = <Empty description="No notes yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  } else {
    list = (
      <ShowMore items={notes.data} moreLabel="All notes" lessLabel="Show fewer notes">
        {(visible) => (
          <ul className="th-notes-list" aria-label="Notes">
            {visible.map((note) => (
              <li key={note._id}>
                <NoteItem transactionId={transactionId} note={note} announce={setAnnouncement} />
              </li>
            ))}
          </ul>
        )}
      </ShowMore>
    );
  }

  return (
    <section aria-labelledby={headingId} className="th-notes">
      <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
        Notes
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Notes are for staff only: customers never see them.
      </Typography.Paragraph>
      <AddNoteForm transactionId={transactionId} announce={setAnnouncement} />
      {list}
      <div role="status" aria-live="polite" className="th-notes-status">
        {announcement}
      </div>
    </section>
  );
};

type Announce = (message: string) => void;

const AddNoteForm = ({
  transactionId,
  announce,
}: {
  transactionId: string;
  announce: Announce;
}) => {
  const [form] = Form.useForm<NoteValues>();
  const [add] = useAddNoteMutation();
  const text = Form.useWatch('text', form) ?? '';
  const save = useMutationForm({
    form,
    mutate: (values: NoteValues) =>
      add({
        id: transactionId,
        createNoteDto: { text: (values.text ?? '').trim(), pinned: values.pinned ?? false },
      }),
    fieldFor: textField,
    failure: NOTE_MESSAGES.addFailed,
    onSuccess: (_note, values) => {
      form.resetFields();
      announce(values.pinned ? 'Note added and pinned.' : 'Note added.');
    },
  });
  return (
    <>
      <Form
        form={form}
        name="add-note"
        layout="vertical"
        onFinish={save.onFinish}
        requiredMark={false}
        className="th-note-form"
      >
        <Form.Item name="text" label="Add a note" rules={textRules}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={NOTE_MAX_LENGTH}
            showCount
            placeholder="What should the team know about this sale?"
          />
        </Form.Item>
        <Form.Item name="pinned" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox>Pin it to the top</Checkbox>
        </Form.Item>
        <FormFailureAlert failure={save.failure} style={{ marginBottom: 12 }} />
        <FormActions saving={save.saving} saveLabel="Add note" />
      </Form>
      <UnsavedChangesGuard when={text.trim() !== ''} />
    </>
  );
};

const NoteItem = ({
  transactionId,
  note,
  announce,
}: {
  transactionId: string;
  note: Note;
  announce: Announce;
}) => {
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdateNoteMutation();
  const [remove, removing] = useDeleteNoteMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const byLine = noteAuthor(note);
  // names each button's note for screen readers: 'Pin note by Ada Byron, 03/02/2026 10:00'
  const which = `note by ${note.authorName ?? 'the system'}, ${formatShortDateTime(note.createdAt)}`;

  const togglePin = async () => {
    setFailure(null);
    const result = await update({
      id: transactionId,
      noteId: note._id,
      updateNoteDto: { pinned: !note.pinned },
    });
    if ('error' in result) {
      setFailure(`${NOTE_MESSAGES.pinFailed} ${errorMessage(result.error)}`);
    } else {
      announce(note.pinned ? 'Note unpinned.' : 'Note pinned.');
    }
  };

  const toggleDone = async () => {
    setFailure(null);
    const done = note.doneAt === null || note.doneAt === undefined;
    const result = await update({
      id: transactionId,
      noteId: note._id,
      updateNoteDto: { done },
    });
    if ('error' in result) {
      setFailure(`${NOTE_MESSAGES.doneFailed} ${errorMessage(result.error)}`);
    } else {
      announce(done ? 'Request marked done.' : 'Request opened again.');
    }
  };

  const confirmDelete = async () => {
    setFailure(null);
    const result = await remove({ id: transactionId, noteId: note._id });
    if ('error' in result) {
      setFailure(`${NOTE_MESSAGES.deleteFailed} ${errorMessage(result.error)}`);
      throw result.error;
    }
    announce('Note deleted.');
  };

  return (
    <article
      className={note.pinned ? 'th-note th-note-pinned' : 'th-note'}
      aria-label={`${note.pinned ? 'Pinned ' : ''}${which}`}
    >
      <Flex wrap gap={8} align="baseline" className="th-note-header">
        {note.pinned && (
          <Tag icon={<PushpinFilled aria-hidden />} color="gold">
            Pinned
          </Tag>
        )}
        <Typography.Text strong>{byLine}</Typography.Text>
        {note.source === 'customer' && note.doneAt && (
          <Tag color="green">
            Done{note.doneByName ? ` by ${note.doneByName}` : ''},{' '}
            {formatShortDateTime(note.doneAt)}
          </Tag>
        )}
        <Typography.Text type="secondary">
          {formatShortDateTime(note.createdAt)}
          {note.editedAt ? ` · edited ${formatShortDateTime(note.editedAt)}` : ''}
        </Typography.Text>
      </Flex>
      {editing ? (
        <EditNoteForm
          transactionId={transactionId}
          note={note}
          onDone={(saved) => {
            setEditing(false);
            if (saved) announce('Note saved.');
          }}
        />
      ) : (
        <>
          <Typography.Paragraph className="th-note-text">{note.text}</Typography.Paragraph>
          {failure && (
            <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 8 }} />
          )}
          <TwoStepConfirm<Note>
            summary={() => NOTE_MESSAGES.deleteSummary}
            onConfirm={confirmDelete}
            confirmLabel="Delete note"
            confirming={removing.isLoading}
          >
            {(ask) => (
              <Flex wrap gap={8}>
                <AppButton
                  variant="secondary"
                  size="sm"
                  loading={updating.isLoading}
                  onClick={() => void togglePin()}
                  aria-label={`${note.pinned ? 'Unpin' : 'Pin'} ${which}`}
                >
                  {note.pinned ? 'Unpin' : 'Pin'}
                </AppButton>
                {note.source === 'customer' && (
                  <AppButton
                    variant="secondary"
                    size="sm"
                    loading={updating.isLoading}
                    onClick={() => void toggleDone()}
                    aria-label={`${note.doneAt ? 'Reopen' : 'Mark done'} ${which}`}
                  >
                    {note.doneAt ? 'Reopen' : 'Mark done'}
                  </AppButton>
                )}
                {note.mine && (
                  <>
                    <AppButton
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${which}`}
                      onClick={() => {
                        setFailure(null);
                        setEditing(true);
                      }}
                    >
                      Edit
                    </AppButton>
                    <AppButton
                      variant="secondary"
                      size="sm"
                      danger
                      aria-label={`Delete ${which}`}
                      onClick={() => ask(note)}
                    >
                      Delete
                    </AppButton>
                  </>
                )}
              </Flex>
            )}
          </TwoStepConfirm>
        </>
      )}
    </article>
  );
};

const EditNoteForm = ({
  transactionId,
  note,
  onDone,
}: {
  transactionId: string;
  note: Note;
  onDone: (saved: boolean) => void;
}) => {
  const [form] = Form.useForm<NoteValues>();
  const [update] = useUpdateNoteMutation();
  const text = Form.useWatch('text', form) ?? note.text;
  const dirty = text.trim() !== note.text;
  const save = useMutationForm({
    form,
    mutate: (values: NoteValues) =>
      update({
        id: transactionId,
        noteId: note._id,
        updateNoteDto: { text: (values.text ?? '').trim() },
      }),
    fieldFor: textField,
    failure: NOTE_MESSAGES.editFailed,
    onSuccess: () => onDone(true),
  });
  return (
    <>
      <Form
        form={form}
        name={`edit-note-${note._id}`}
        layout="vertical"
        initialValues={{ text: note.text }}
        onFinish={save.onFinish}
        requiredMark={false}
        className="th-note-form"
      >
        <Form.Item name="text" label="Edit note" rules={textRules}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 12 }}
            maxLength={NOTE_MAX_LENGTH}
            showCount
            autoFocus
          />
        </Form.Item>
        <FormFailureAlert failure={save.failure} style={{ marginBottom: 12 }} />
        <FormActions
          saving={save.saving}
          saveLabel="Save note"
          saveDisabled={!dirty}
          onCancel={() => onDone(false)}
        />
      </Form>
      <UnsavedChangesGuard when={dirty} />
    </>
  );
};
