import { Module } from '@nestjs/common';
import { AdminPropertiesController } from './admin-properties.controller';
import { PropertiesController } from './properties.controller';
import { PropertiesQueryRepository } from './properties.query-repository';
import { PropertiesRepository } from './properties.repository';
import { PropertiesService } from './properties.service';

@Module({
  controllers: [PropertiesController, AdminPropertiesController],
  providers: [PropertiesRepository, PropertiesQueryRepository, PropertiesService],
  exports: [PropertiesService],
})
export class PropertiesModule {}
