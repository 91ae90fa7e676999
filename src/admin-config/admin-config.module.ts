import { Module } from '@nestjs/common';
import { AdminConfigController } from './admin-config.controller';
import { AdminConfigRepository } from './admin-config.repository';
import { AdminConfigService } from './admin-config.service';

@Module({
  controllers: [AdminConfigController],
  providers: [AdminConfigRepository, AdminConfigService],
  exports: [AdminConfigService],
})
export class AdminConfigModule {}
