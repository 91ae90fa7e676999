import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { referralCodes } from '@/platform/database/schema';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

@Injectable()
export class ReferralCodesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The active, unexpired code spelled `code` in any case. */
  async findUsable(code: string, now: Date): Promise<ReferralCodeRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(referralCodes)
      .where(
        and(
          sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`,
          eq(referralCodes.active, true),
          or(isNull(referralCodes.expires_at), gt(referralCodes.expires_at, now)),
        ),
      );
    return row;
  }

  async findById(id: string): Promise<ReferralCodeRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes._id, id));
    return row;
  }
}
