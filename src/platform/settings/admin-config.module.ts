import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminConfigController } from './admin-config.controller';
import { AdminConfigRepository } from './admin-config.repository';
import { AdminConfigService } from './admin-config.service';

@Module({
  imports: [EventsModule],
  controllers: [AdminConfigController],
  providers: [AdminConfigRepository, AdminConfigService],
  exports: [AdminConfigService],
})
export class AdminConfigModule {}
