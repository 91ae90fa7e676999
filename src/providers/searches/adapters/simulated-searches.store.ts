import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { simulatedSearchOrders } from '@/platform/database/schema';
import type { SearchOrderRequest } from './search-provider';
import type { SimulatedSearchOrder, SimulatedSearchStore } from './searches.simulator';

/** The searches simulator's orders in a table, so they keep moving after a restart. */
@Injectable()
export class TableSimulatedSearchStore implements SimulatedSearchStore {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insertOnce(order: SimulatedSearchOrder): Promise<SimulatedSearchOrder> {
    await this.database.db
      .insert(simulatedSearchOrders)
      .values({
        requester_reference: order.requesterReference,
        facilitator_reference: order.facilitatorReference,
        order: order.order,
        submitted_at: order.submittedAt,
        rejection: order.rejection,
        delivered: order.delivered,
        closed: order.closed,
      })
      .onConflictDoNothing();
    const [row] = await this.database.db
      .select()
      .from(simulatedSearchOrders)
      .where(eq(simulatedSearchOrders.requester_reference, order.requesterReference));
    return toOrder(row);
  }

  async listOpen(): Promise<SimulatedSearchOrder[]> {
    const rows = await this.database.db
      .select()
      .from(simulatedSearchOrders)
      .where(and(isNull(simulatedSearchOrders.rejection), eq(simulatedSearchOrders.closed, false)));
    return rows.map(toOrder);
  }

  async markDelivered(requesterReference: string, key: string, closed: boolean): Promise<void> {
    await this.database.db
      .update(simulatedSearchOrders)
      .set({
        delivered: sql`array_append(array_remove(${simulatedSearchOrders.delivered}, ${key}), ${key})`,
        closed,
      })
      .where(eq(simulatedSearchOrders.requester_reference, requesterReference));
  }
}

function toOrder(row: typeof simulatedSearchOrders.$inferSelect): SimulatedSearchOrder {
  return {
    requesterReference: row.requester_reference,
    facilitatorReference: row.facilitator_reference,
    order: row.order as SearchOrderRequest,
    submittedAt: row.submitted_at,
    rejection: row.rejection,
    delivered: row.delivered,
    closed: row.closed,
  };
}
