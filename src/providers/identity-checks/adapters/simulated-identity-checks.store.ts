import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { simulatedIdentityChecks as checks } from '@/platform/database/schema';
import type {
  CompletionCursor,
  SimulatedCheck,
  SimulatedCheckStore,
} from './identity-check.simulator';

/** The Thirdfort simulator's checks in a table, so they still finish after a restart. */
@Injectable()
export class TableSimulatedCheckStore implements SimulatedCheckStore {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertOnce(check: SimulatedCheck): Promise<SimulatedCheck> {
    await this.database.db
      .insert(checks)
      .values({
        name: check.name,
        reference: check.reference,
        outcome: check.outcome,
        created_at: check.createdAt,
        completes_at: check.completesAt,
        cancelled_at: check.cancelledAt,
      })
      .onConflictDoNothing();
    return (await this.findByName(check.name))!;
  }

  async findByName(name: string): Promise<SimulatedCheck | null> {
    const [row] = await this.database.db.select().from(checks).where(eq(checks.name, name));
    return row ? toCheck(row) : null;
  }

  async markCancelled(name: string, at: Date): Promise<SimulatedCheck | null> {
    await this.database.db
      .update(checks)
      .set({ cancelled_at: at })
      .where(and(eq(checks.name, name), isNull(checks.cancelled_at)));
    return this.findByName(name);
  }

  async listCompletions(
    after: CompletionCursor | null,
    until: Date,
    limit: number,
  ): Promise<SimulatedCheck[]> {
    const rows = await this.database.db
      .select()
      .from(checks)
      .where(
        and(
          isNotNull(checks.completes_at),
          lte(checks.completes_at, until),
          or(isNull(checks.cancelled_at), sql`${checks.cancelled_at} >= ${checks.completes_at}`),
          after
            ? or(
                gt(checks.completes_at, after.at),
                and(eq(checks.completes_at, after.at), gt(checks.name, after.name)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(checks.completes_at), asc(checks.name))
      .limit(limit);
    return rows.map(toCheck);
  }
}

function toCheck(row: typeof checks.$inferSelect): SimulatedCheck {
  return {
    name: row.name,
    reference: row.reference,
    outcome: row.outcome,
    createdAt: row.created_at,
    completesAt: row.completes_at,
    cancelledAt: row.cancelled_at,
  };
}
