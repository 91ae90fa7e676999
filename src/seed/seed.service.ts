import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Database } from '@/platform/database/database';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import {
  estateAgentBrands,
  estateAgents,
  lawFirms,
  lawyerGroups,
  referralCodes,
} from '@/platform/database/schema';
import { UsersService } from '@/accounts/users/users.service';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_REFERRAL_CODE,
  demoAdminConfig,
  demoBrands,
  demoEstateAgents,
  demoLawFirms,
  demoLawyerGroups,
} from './demo-data';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { demoSaleIds, seedDemoSales } from './demo-sales';

/**
 * At every start: the demo data when SEED_DEMO=true, then the back office's default settings
 * if no settings are stored (the demo's own settings win on a fresh demo database). Safe to
 * run at every start and from several processes at once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly users: UsersService,
    private readonly adminConfig: AdminConfigService,
    private readonly milestones: MilestonesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seed();
    await this.adminConfig.ensureStored();
  }

  async seed(): Promise<void> {
    await this.database.transaction(async () => {
      const db = this.database.db;
      await this.users.ensureAdmin(DEMO_ADMIN_EMAIL, { first_name: 'Demo', last_name: 'Admin' });
      await db.insert(estateAgentBrands).values(demoBrands).onConflictDoNothing();
      await db
        .insert(estateAgents)
        .values(
          demoEstateAgents.map((agent) => ({
            ...agent,
            display_name: `${demoBrands.find((b) => b._id === agent.brand_id)!.brandName} - ${agent.office.name}`,
          })),
        )
        .onConflictDoNothing();
      await db.insert(lawFirms).values(demoLawFirms).onConflictDoNothing();
      await db.insert(lawyerGroups).values(demoLawyerGroups).onConflictDoNothing();
      await this.adminConfig.ensureStored(demoAdminConfig);
      const [existing] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(referralCodes)
        .where(sql`upper(${referralCodes.code}) = ${DEMO_REFERRAL_CODE}`);
      if (existing.n === 0) {
        await db
          .insert(referralCodes)
          .values({ code: DEMO_REFERRAL_CODE, description: 'Demo: no fee' });
      }
      await seedDemoSales(db);
      // where each demo sale stands, as the milestones keep it for a sale made in the product
      for (const saleId of demoSaleIds()) await this.milestones.refreshProgress(saleId);
    });
    this.logger.log({
      msg: 'demo data ready',
      admin: DEMO_ADMIN_EMAIL,
      referralCode: DEMO_REFERRAL_CODE,
    });
  }
}
