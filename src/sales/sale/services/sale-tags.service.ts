import { Inject, Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { SaleNotFoundError } from '../sales.errors';
import { SalesRepository } from '../sales.repository';

/** What staff hear when they tag a sale with a tag the admin config does not have. */
export const unknownTagsMessage = (tags: string[]) =>
  `Not a tag of the admin config: ${tags.join(', ')}. Add it to the config first.`;

/** Staff tag a sale (admin.md §5), each change recorded on its timeline. */
@Injectable()
export class SaleTagsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly adminConfig: AdminConfigService,
    private readonly events: EventsService,
  ) {}

  /**
   * Replaces the sale's tags with `tags`: each one of the admin config's tags, or one the sale
   * has already (a tag since removed from the config may stay, never be added).
   */
  async set(admin: SessionUser, id: string, tags: string[]): Promise<void> {
    const wanted = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
    const allowed = (await this.adminConfig.get()).tags;
    await this.database.transaction(async () => {
      const sale = await this.repository.findByIdForUpdate(id);
      if (!sale) throw new SaleNotFoundError();
      const unknown = wanted.filter((tag) => !allowed.includes(tag) && !sale.tags.includes(tag));
      if (unknown.length > 0) throw new ValidationError([unknownTagsMessage(unknown)]);
      if (sameList(sale.tags, wanted)) return;
      await this.repository.update(id, { tags: wanted });
      await this.events.record({
        transactionId: id,
        name: 'tags_updated',
        author: admin,
        comments: wanted.length > 0 ? `Tags: ${wanted.join(', ')}` : 'Tags cleared',
      });
    });
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
