import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNotNull, SQL } from 'drizzle-orm';
import type { PageWindow } from '@/common/pagination';
import { Database } from '@/database/database';
import { users } from '@/database/schema';

/**
 * What the back office filters users by; null means "any". `deactivated` keeps only the users
 * staff deactivated (who are inactive too).
 */
export type UsersFilter = {
  active: boolean | null;
  deactivated?: boolean;
  type?: (typeof users.$inferSelect)['type'] | null;
};

export type UserListRow = Pick<
  typeof users.$inferSelect,
  | '_id'
  | 'email'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'correspondence_address'
  | 'active'
  | 'deactivated_at'
  | 'type'
  | 'createdAt'
>;

/**
 * The back office's read model of users: filtered, ordered and paginated in SQL (newest first,
 * through users_active_idx (active, created_at) when filtered). The pattern every admin list
 * follows: a query repository with `listPage(filter, window)`, `countAll()` and `count(filter)`,
 * combined by `paginate` in the service.
 */
@Injectable()
export class UsersQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  listPage(filter: UsersFilter, window: PageWindow): Promise<UserListRow[]> {
    return this.database.db
      .select({
        _id: users._id,
        email: users.email,
        first_name: users.first_name,
        middle_name: users.middle_name,
        last_name: users.last_name,
        correspondence_address: users.correspondence_address,
        active: users.active,
        deactivated_at: users.deactivated_at,
        type: users.type,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(whereOf(filter))
      .orderBy(desc(users.createdAt), desc(users._id))
      .offset(window.offset)
      .limit(window.limit);
  }

  /** Every user of the filter's type (admins, customers or all), whatever their status. */
  countAll(type: UsersFilter['type'] = null): Promise<number> {
    return this.count({ active: null, type });
  }

  async count(filter: UsersFilter): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(users)
      .where(whereOf(filter));
    return row.total;
  }
}

/**
 * Each condition has its index (users_active_idx, and the partial users_deactivated_idx and
 * users_admin_idx on created_at), so a filtered page stays an index scan at volume.
 */
function whereOf(filter: UsersFilter): SQL | undefined {
  return and(
    filter.active === null ? undefined : eq(users.active, filter.active),
    filter.deactivated ? isNotNull(users.deactivated_at) : undefined,
    filter.type ? eq(users.type, filter.type) : undefined,
  );
}
