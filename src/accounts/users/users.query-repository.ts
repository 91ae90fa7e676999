import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNotNull, SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import { users } from '@/platform/database/schema';

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
 * through users_active_idx (active, created_at, _id) when filtered), counted up to a bound.
 */
@Injectable()
export class UsersQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * A page newest first. The page's ids are found first from the index alone (so a deep page
   * skips index entries, not table rows), then only those rows are read.
   */
  async listPage(filter: UsersFilter, window: PageWindow): Promise<UserListRow[]> {
    const page = await this.database.db
      .select({ _id: users._id })
      .from(users)
      .where(whereOf(filter))
      .orderBy(desc(users.createdAt), desc(users._id))
      .offset(window.offset)
      .limit(window.limit);
    if (page.length === 0) return [];
    const rows = await this.database.db
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
      .where(
        inArray(
          users._id,
          page.map((row) => row._id),
        ),
      );
    const byId = new Map(rows.map((row) => [row._id, row]));
    return page.flatMap((row) => byId.get(row._id) ?? []);
  }

  /**
   * How many users match, counted no further than `bound` + 1 (so `bound + 1` means "more than
   * the bound"): at national scale an exact count of millions of users costs a scan of them all
   * on every page, and no one needs it to the unit.
   */
  async countUpTo(filter: UsersFilter, bound: number): Promise<number> {
    const where = whereOf(filter);
    const result = await this.database.db.execute(sql`select count(*)::int as total from (
      select 1 from ${users} ${where ? sql`where ${where}` : sql``} limit ${bound + 1}) bounded`);
    return (result as unknown as { rows: { total: number }[] }).rows[0].total;
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
