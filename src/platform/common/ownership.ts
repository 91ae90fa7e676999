import type { SessionUser } from './decorators';

/**
 * A customer reaches only their own records. Someone else's record answers exactly like a
 * missing one (the feature's 404), so ids cannot be probed. The back office never comes this way:
 * it reads through its own controllers under /api/admin.
 */
export function ensureOwner<T>(
  viewer: SessionUser,
  record: T | undefined,
  ownerOf: (record: T) => string | null | undefined,
  notFound: () => Error,
): T {
  if (!record || ownerOf(record) !== viewer._id) throw notFound();
  return record;
}
