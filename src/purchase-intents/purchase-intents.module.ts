import { Module } from '@nestjs/common';
import { UsersModule } from '@/users/users.module';
import { PurchaseIntentsController } from './purchase-intents.controller';
import { PurchaseIntentsRepository } from './purchase-intents.repository';
import { PurchaseIntentsService } from './purchase-intents.service';

@Module({
  imports: [UsersModule],
  controllers: [PurchaseIntentsController],
  providers: [PurchaseIntentsRepository, PurchaseIntentsService],
  exports: [PurchaseIntentsService],
})
export class PurchaseIntentsModule {}
