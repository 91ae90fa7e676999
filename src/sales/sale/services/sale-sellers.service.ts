import { Injectable } from '@nestjs/common';
import { PeopleService } from '@/accounts/people/people.service';
import type { PersonInput } from '@/accounts/people/dto/person.dto';
import { SellerNotFoundError } from '../sales.errors';
import { SalesRepository } from '../sales.repository';

/** A sale's additional sellers: people (the people module's) linked to the sale in order. */
@Injectable()
export class SaleSellersService {
  constructor(
    private readonly repository: SalesRepository,
    private readonly people: PeopleService,
  ) {}

  /** The person ids of the sale's additional sellers, in order. */
  currentIds(saleId: string): Promise<string[]> {
    return this.repository.listSellerIds(saleId);
  }

  /** Makes `inputs` the sale's additional sellers: known personIds are changed, others added. */
  async save(saleId: string, inputs: PersonInput[], currentIds: string[]): Promise<void> {
    await this.people.replaceList({
      personType: 'seller',
      current: currentIds,
      entries: inputs,
      relink: (list) =>
        this.repository.setSellers(
          saleId,
          list.map((listed) => listed.personId),
        ),
      unknownPerson: () => new SellerNotFoundError(),
    });
  }
}
