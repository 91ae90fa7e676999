import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { UsersModule } from '@/accounts/users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, AdminConfigModule, MilestonesModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
