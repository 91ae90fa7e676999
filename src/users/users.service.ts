import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { formatAddress } from '@/common/address';
import type { SessionUser } from '@/common/decorators';
import { ForbiddenError, NotFoundError, ValidationError } from '@/common/errors';
import { isObjectId } from '@/database/ids';
import type { Address } from '@/database/schema';
import {
  HomeDashboardDto,
  PropertyCardDto,
  toUserDto,
  UpdateUserDto,
  UserDto,
} from './dto/user.dto';
import { PropertyCardRow, UsersRepository } from './users.repository';

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Users');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {}

  /** Admins come from ADMIN_EMAILS at boot (and `npm run admin:create`), never from sign-up. */
  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.config.adminEmails) {
      await this.ensureAdmin(email);
      this.logger.log({ msg: 'admin ensured from ADMIN_EMAILS', email });
    }
  }

  findByEmail(email: string) {
    return this.users.findByEmail(email);
  }

  findById(id: string) {
    return this.users.findById(id);
  }

  createCustomer(user: {
    email: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    phone_number: string;
    role: 'sell' | 'buy';
  }) {
    return this.users.create({ ...user, type: 'customer', active: false });
  }

  activate(id: string) {
    return this.users.activate(id);
  }

  ensureAdmin(email: string, names = { first_name: 'Admin', last_name: 'User' }) {
    return this.users.upsertAdmin(email, names);
  }

  async current(viewer: SessionUser): Promise<UserDto> {
    return this.get(viewer, viewer._id);
  }

  async get(viewer: SessionUser, id: string): Promise<UserDto> {
    if (!isObjectId(id)) throw new ValidationError(['Invalid ObjectId format']);
    if (viewer._id !== id && viewer.type !== 'admin') {
      throw new ForbiddenError("You don't have permission to perform this action.");
    }
    const row = await this.users.findById(id);
    if (!row) throw new NotFoundError('User not found');
    return toUserDto(row);
  }

  async updateSelf(viewer: SessionUser, changes: UpdateUserDto): Promise<UserDto> {
    const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (fields.length === 0)
      throw new ValidationError(['Please provide at least one field to update']);
    const row = await this.users.update(viewer._id, Object.fromEntries(fields));
    if (!row) throw new NotFoundError('User not found');
    return toUserDto(row);
  }

  async homeDashboard(viewer: SessionUser): Promise<HomeDashboardDto> {
    const [sales, purchases] = await Promise.all([
      this.users.listSales(viewer._id),
      this.users.listPurchases(viewer._id),
    ]);
    return { sales: toCards(sales, 'sell'), purchases: toCards(purchases, 'buy') };
  }
}

/** Newest first; everything but the newest of each kind is archived. */
function toCards(rows: PropertyCardRow[], type: 'sell' | 'buy'): PropertyCardDto[] {
  return rows.map((row, index) => ({
    transactionId: row.id,
    address: formatAddress(row.address as Address | null),
    type,
    complete: row.complete,
    archived: index > 0,
    createdAt: row.createdAt.toISOString(),
  }));
}
