import { Module } from '@nestjs/common';
import { PeopleRepository } from './people.repository';
import { PeopleService } from './people.service';

/**
 * People on records (additional sellers, buyers, giftors, representatives). No controller: a
 * person is always read and changed through the record that lists them.
 */
@Module({
  providers: [PeopleRepository, PeopleService],
  exports: [PeopleService],
})
export class PeopleModule {}
