import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '@/database/database';
import { estateAgentBrands, estateAgents } from '@/database/schema';

export type EstateAgentChoiceRow = { _id: string; brand: string; officeName: string };

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

  async findChoice(id: string): Promise<EstateAgentChoiceRow | undefined> {
    const [row] = await this.selectChoices().where(eq(estateAgents._id, id));
    return row && { _id: row._id, brand: row.brand, officeName: row.office.name };
  }
}
