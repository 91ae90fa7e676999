import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/database/database';
import { estateAgentBrands, estateAgents } from '@/database/schema';

export type EstateAgentChoiceRow = { _id: string; brand: string; officeName: string };
export type ValuerRow = { first_name: string; last_name: string; email: string | null };

@Injectable()
export class EstateAgentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private selectChoices() {
    return this.database.db
      .select({
        _id: estateAgents._id,
        brand: estateAgentBrands.brandName,
        office: estateAgents.office,
      })
      .from(estateAgents)
      .innerJoin(estateAgentBrands, eq(estateAgentBrands._id, estateAgents.brand_id));
  }

  async listChoices(): Promise<EstateAgentChoiceRow[]> {
    const rows = await this.selectChoices();
    return rows.map((row) => ({ _id: row._id, brand: row.brand, officeName: row.office.name }));
  }

  /** The agent's valuers, in stored order. */
  async findValuers(id: string): Promise<(ValuerRow & { primary: boolean })[]> {
    const [row] = await this.database.db
      .select({ valuers: estateAgents.valuers })
      .from(estateAgents)
      .where(eq(estateAgents._id, id));
    return (row?.valuers ?? []).map((valuer) => ({
      first_name: valuer.first_name,
      last_name: valuer.last_name,
      email: valuer.email ?? null,
      primary: valuer.primary_valuer === true,
    }));
  }

  async findChoice(id: string): Promise<EstateAgentChoiceRow | undefined> {
    const [row] = await this.selectChoices().where(eq(estateAgents._id, id));
    return row && { _id: row._id, brand: row.brand, officeName: row.office.name };
  }
}
