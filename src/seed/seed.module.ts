import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/admin-config/admin-config.module';
import { UsersModule } from '@/users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, AdminConfigModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
