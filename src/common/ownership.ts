import type { SessionUser } from './decorators';
import { NotFoundError } from './errors';

/**
 * A customer reaches only their own records; an admin reaches all. Someone else's record answers
 * exactly like a missing one (404), so ids cannot be probed.
 */
export function ensureOwnerOrAdmin(
  viewer: SessionUser,
  ownerId: string | null | undefined,
  notFoundMessage: string,
): void {
  if (viewer.type === 'admin') return;
  if (!ownerId || ownerId !== viewer._id) throw new NotFoundError(notFoundMessage);
}
