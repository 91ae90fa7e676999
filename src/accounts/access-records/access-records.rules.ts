import type { ACCESS_KINDS, ACCESS_SUBJECT_TYPES } from '@/platform/database/schema';

export type AccessKind = (typeof ACCESS_KINDS)[number];
export type AccessSubjectType = (typeof ACCESS_SUBJECT_TYPES)[number];

/** Whose personal data a view showed: a user's account, or a person of a sale without one. */
export type AccessSubject = { type: AccessSubjectType; id: string };

/** What each kind of view showed, in words, as the person's Access list says it. */
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = {
  user_detail: 'User details viewed',
  identity_check_details: 'Identity-check full details viewed',
  document_download: 'Document downloaded',
  document_preview: 'Document previewed',
};

/**
 * The subjects of one view, each once: a view that shows several people's data (a sale's
 * identity-check details) records one row per person, and a person listed twice (a seller who
 * is also a buyer) is recorded once.
 */
export function distinctSubjects(subjects: readonly AccessSubject[]): AccessSubject[] {
  const seen = new Set<string>();
  return subjects.filter((subject) => {
    const key = `${subject.type}:${subject.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
