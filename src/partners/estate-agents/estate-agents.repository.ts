import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import { estateAgentBrands, estateAgents } from '@/platform/database/schema';

export type EstateAgentChoiceRow = { _id: string; brand: string; officeName: string };
export type ValuerRow = { first_name: string; last_name: string; email: string | null };
export type EstateAgentRow = typeof estateAgents.$inferSelect;
export type BrandRow = typeof estateAgentBrands.$inferSelect;
export type EstateAgentWithBrand = { agent: EstateAgentRow; brand: BrandRow };
export type EstateAgentValues = Pick<
  EstateAgentRow,
  'brand_id' | 'office' | 'display_name' | 'valuers' | 'negotiators' | 'thirdfort'
>;

/** What the back office's estate agent list filters by; null means "any". */
export type EstateAgentsFilter = { brandId: string | null; search: string | null };

/** `text` as a LIKE pattern matching it anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The office name ('brand - office') or a valuer's name or e-mail holds the text. */
const matchesSearch = (text: string): SQL => {
  const pattern = containing(text);
  return sql`(lower(${estateAgents.display_name}) like ${pattern}
    or exists (select 1 from jsonb_array_elements(${estateAgents.valuers}) v
      where lower(concat_ws(' ', v->>'first_name', v->>'last_name')) like ${pattern}
        or lower(coalesce(v->>'email', '')) like ${pattern}))`;
};

const whereOf = (filter: EstateAgentsFilter): SQL | undefined =>
  and(
    filter.brandId === null ? undefined : eq(estateAgents.brand_id, filter.brandId),
    filter.search === null ? undefined : matchesSearch(filter.search),
  );

/** Estate agents and their brands: the seller's dropdown, and the back office's lists and edits. */
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

  // The back office: agents.

  private selectWithBrand() {
    return this.database.db
      .select({ agent: estateAgents, brand: estateAgentBrands })
      .from(estateAgents)
      .innerJoin(estateAgentBrands, eq(estateAgentBrands._id, estateAgents.brand_id));
  }

  async find(id: string): Promise<EstateAgentWithBrand | undefined> {
    const [row] = await this.selectWithBrand().where(eq(estateAgents._id, id));
    return row;
  }

  /** The agent, its row locked until the transaction ends (an edit reads, checks, writes). */
  async findForUpdate(id: string): Promise<EstateAgentRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(estateAgents)
      .where(eq(estateAgents._id, id))
      .for('update');
    return row;
  }

  /** A page by office name ('brand - office', estate_agents_display_name_idx), then id. */
  listPage(filter: EstateAgentsFilter, window: PageWindow): Promise<EstateAgentWithBrand[]> {
    return this.selectWithBrand()
      .where(whereOf(filter))
      .orderBy(asc(estateAgents.display_name), asc(estateAgents._id))
      .offset(window.offset)
      .limit(window.limit);
  }

  async count(filter: EstateAgentsFilter): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(estateAgents)
      .where(whereOf(filter));
    return row.total;
  }

  /** Per brand with agents matching the search (any brand): the brand filter's counts. */
  brandCounts(
    search: string | null,
  ): Promise<{ brand: string; brandName: string; count: number }[]> {
    return this.database.db
      .select({
        brand: estateAgentBrands._id,
        brandName: estateAgentBrands.brandName,
        count: count(),
      })
      .from(estateAgents)
      .innerJoin(estateAgentBrands, eq(estateAgentBrands._id, estateAgents.brand_id))
      .where(search === null ? undefined : matchesSearch(search))
      .groupBy(estateAgentBrands._id, estateAgentBrands.brandName)
      .orderBy(asc(sql`lower(${estateAgentBrands.brandName})`), asc(estateAgentBrands._id));
  }

  async insert(values: EstateAgentValues, now: Date): Promise<string> {
    const [row] = await this.database.db
      .insert(estateAgents)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ _id: estateAgents._id });
    return row._id;
  }

  async update(id: string, values: EstateAgentValues, now: Date): Promise<void> {
    await this.database.db
      .update(estateAgents)
      .set({ ...values, updatedAt: now })
      .where(eq(estateAgents._id, id));
  }

  // The back office: brands.

  listBrands(): Promise<BrandRow[]> {
    return this.database.db
      .select()
      .from(estateAgentBrands)
      .orderBy(asc(sql`lower(${estateAgentBrands.brandName})`), asc(estateAgentBrands._id));
  }

  async findBrand(id: string): Promise<BrandRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(estateAgentBrands)
      .where(eq(estateAgentBrands._id, id));
    return row;
  }

  /** The brand of this name, whatever its case (estate_agent_brands_name_key). */
  async findBrandByName(name: string): Promise<BrandRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(estateAgentBrands)
      .where(eq(sql`lower(${estateAgentBrands.brandName})`, name.toLowerCase()));
    return row;
  }

  async insertBrand(brandName: string, now: Date): Promise<BrandRow> {
    const [row] = await this.database.db
      .insert(estateAgentBrands)
      .values({ brandName, createdAt: now, updatedAt: now })
      .returning();
    return row;
  }

  /** Renames the brand and the office names ('brand - office') of its agents. */
  async renameBrand(id: string, brandName: string, now: Date): Promise<void> {
    await this.database.db
      .update(estateAgentBrands)
      .set({ brandName, updatedAt: now })
      .where(eq(estateAgentBrands._id, id));
    await this.database.db
      .update(estateAgents)
      .set({ display_name: sql`${brandName} || ' - ' || (${estateAgents.office}->>'name')` })
      .where(eq(estateAgents.brand_id, id));
  }

  async deleteBrand(id: string): Promise<void> {
    await this.database.db.delete(estateAgentBrands).where(eq(estateAgentBrands._id, id));
  }

  async countAgentsOfBrand(id: string): Promise<number> {
    return this.count({ brandId: id, search: null });
  }
}
