import { Inject, Injectable } from '@nestjs/common';
import { normaliseAddress } from '@/platform/common/address';
import { Database } from '@/platform/database/database';
import { PersonDto, PersonInput } from './dto/person.dto';
import { PeopleRepository, PersonFields, PersonType } from './people.repository';

/** One entry of a replaced list, with the person now holding it. */
export type ListedPerson<T extends PersonInput> = { personId: string; entry: T };

export type ReplaceListOptions<T extends PersonInput> = {
  personType: PersonType;
  /** The ids of the people on the list now. */
  current: readonly string[];
  /** The list as it should be, in order. */
  entries: readonly T[];
  /**
   * Rewrites the owner's link rows (a sale's sellers, a purchase's buyers or giftors) to exactly
   * these people, in this order. Runs after the people are saved and before the people left off
   * the list are deleted.
   */
  relink: (list: ListedPerson<T>[]) => Promise<void>;
  /**
   * Refuses an entry naming a person who is not on the list with this error. Without it such an
   * entry is someone new (a buyer's form may send back people its rules had cleared).
   */
  unknownPerson?: () => Error;
};

/**
 * People: the additional sellers, buyers, giftors and (later) representatives that records list.
 * Their details and addresses are stored one way, and a list of them is replaced one way, which
 * leaves no person behind that no list holds.
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly people: PeopleRepository,
  ) {}

  /** An erased customer's own people records lose their names and contact details. */
  eraseFor(userId: string, email: string): Promise<number> {
    return this.people.anonymiseFor(userId, email);
  }

  /**
   * Makes a record's list of people exactly `entries`: an entry naming a person of the list
   * changes that person (once; a repeat is someone new), the others are added, the owner relinks
   * the list, and the people left off it are deleted. All in one DB transaction.
   */
  async replaceList<T extends PersonInput>(
    options: ReplaceListOptions<T>,
  ): Promise<ListedPerson<T>[]> {
    return this.database.transaction(async () => {
      const onList = new Set(options.current);
      const kept = new Set<string>();
      const list: ListedPerson<T>[] = [];
      for (const entry of options.entries) {
        const fields = personFieldsOf(entry);
        const id = entry.personId;
        if (id && onList.has(id) && !kept.has(id)) {
          kept.add(id);
          await this.people.update(id, fields);
          list.push({ personId: id, entry });
          continue;
        }
        if (id && !onList.has(id) && options.unknownPerson) throw options.unknownPerson();
        const created = await this.people.create(options.personType, fields);
        list.push({ personId: created._id, entry });
      }
      await options.relink(list);
      await this.people.deleteMany(options.current.filter((id) => !kept.has(id)));
      return list;
    });
  }
}

/** A person's columns from what a form sent; the correspondence address is normalised. */
export function personFieldsOf(input: PersonInput): PersonFields {
  return {
    first_name: input.firstName,
    middle_name: input.middleName ?? null,
    last_name: input.lastName,
    email: input.email,
    phone_number: input.mobileNumber,
    correspondence_address: input.correspondenceAddress
      ? normaliseAddress(input.correspondenceAddress)
      : null,
  };
}

/** A stored person as a form entry that keeps them. */
export function personInputOf(personId: string, fields: PersonFields): PersonInput {
  return {
    personId,
    firstName: fields.first_name,
    middleName: fields.middle_name,
    lastName: fields.last_name,
    email: fields.email ?? '',
    mobileNumber: fields.phone_number ?? '',
    correspondenceAddress: fields.correspondence_address,
  };
}

export function toPersonDto(personId: string, fields: PersonFields): PersonDto {
  return {
    person_id: personId,
    first_name: fields.first_name,
    middle_name: fields.middle_name,
    last_name: fields.last_name,
    email: fields.email,
    phone_number: fields.phone_number,
    correspondence_address:
      (fields.correspondence_address as PersonDto['correspondence_address']) ?? null,
  };
}
