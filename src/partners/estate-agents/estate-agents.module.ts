import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import {
  AdminBrandsController,
  AdminEstateAgentsController,
} from './admin-estate-agents.controller';
import { AdminEstateAgentsService } from './admin-estate-agents.service';
import { EstateAgentsController } from './estate-agents.controller';
import { EstateAgentsRepository } from './estate-agents.repository';
import { EstateAgentsService } from './estate-agents.service';

@Module({
  imports: [EventsModule],
  controllers: [EstateAgentsController, AdminEstateAgentsController, AdminBrandsController],
  providers: [EstateAgentsRepository, EstateAgentsService, AdminEstateAgentsService],
  exports: [EstateAgentsService],
})
export class EstateAgentsModule {}
