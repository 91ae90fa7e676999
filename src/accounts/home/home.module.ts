import { Module } from '@nestjs/common';
import { HomeController } from './home.controller';
import { HomeQueryRepository } from './home.query-repository';
import { HomeService } from './home.service';

/**
 * The customer's home dashboard (GET /api/users/current/properties): every sale and purchase of
 * the signed-in user with its status tag. It owns no table; it reads the sales, purchases and
 * properties in its query repository.
 */
@Module({
  controllers: [HomeController],
  providers: [HomeQueryRepository, HomeService],
})
export class HomeModule {}
