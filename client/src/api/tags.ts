/**
 * Cache tags per record and per list (Metabase style). A query of one record provides
 * `idTag(type, id)`; a list provides `listTag(type)` plus an `idTag` per row; a mutation
 * invalidates exactly what it changed, on success only. Every endpoint's tags are declared in
 * `cacheTags.ts` (one `enhanceEndpoints` for the whole client).
 */
export type RecordTag<T extends string> = { type: T; id: string };

const LIST = 'LIST';

export const idTag = <T extends string>(type: T, id: string): RecordTag<T> => ({ type, id });

export const listTag = <T extends string>(type: T): RecordTag<T> => ({ type, id: LIST });

/** Tags of a list answer: the list itself and each row by `_id`. */
export function listTags<T extends string>(
  type: T,
  rows: readonly { _id: string }[] | undefined,
): RecordTag<T>[] {
  return [listTag(type), ...(rows ?? []).map((row) => idTag(type, row._id))];
}

/** Invalidation that happens only when the mutation succeeded. */
export function onSuccess<T extends string, R, A>(
  tags: (arg: A) => RecordTag<T>[],
): (result: R | undefined, error: unknown, arg: A) => RecordTag<T>[] {
  return (_result, error, arg) => (error ? [] : tags(arg));
}
