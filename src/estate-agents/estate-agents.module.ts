import { Module } from '@nestjs/common';
import { EstateAgentsController } from './estate-agents.controller';
import { EstateAgentsRepository } from './estate-agents.repository';
import { EstateAgentsService } from './estate-agents.service';

@Module({
  controllers: [EstateAgentsController],
  providers: [EstateAgentsRepository, EstateAgentsService],
  exports: [EstateAgentsService],
})
export class EstateAgentsModule {}
