import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { Clock } from '@/platform/common/clock';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import { EventsService } from '@/platform/timeline/events.service';
import { EmailService } from '@/platform/email/email.service';
import { AccessRecordsService } from '@/accounts/access-records/access-records.service';
import type { AppConfig } from '@/platform/config/config';
import { formatAddress, normaliseAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import { NoPermissionError, NothingToUpdateError } from '@/platform/common/errors';
import { Page, pageWindow, paginate, PaginationQueryDto } from '@/platform/common/pagination';
import {
  ActiveFilter,
  type AdminUserPage,
  AdminUserPurchaseRowDto,
  AdminUserRowDto,
  AdminUserSaleRowDto,
  UserStatus,
  AdminUsersQueryDto,
  CorrectUserDto,
  CreateActiveCustomerDto,
} from './dto/admin-user.dto';
import { CurrentUserDto, toUserDto, UpdateUserDto, UserDto } from './dto/user.dto';
import { CannotDeactivateSelfError, UserEmailTakenError, UserNotFoundError } from './users.errors';
import { UserTransactionsQueryRepository } from './user-transactions.query-repository';
import { UserListRow, UsersFilter, UsersQueryRepository } from './users.query-repository';
import { UserChanges, UserRow, UsersRepository } from './users.repository';

/**
 * The users list counts no further than this: beyond it the counts read '10,000+' (an exact
 * count of millions of users on every page costs a scan of them all).
 */
export const USERS_COUNT_BOUND = 10_000;

/**
 * What else ends when staff deactivate a user, inside the deactivation's DB transaction: the
 * auth module, which owns sessions and sign-in links, registers the end of the user's sign-ins.
 */
export type DeactivationHook = (userId: string, now: Date) => Promise<void>;

/**
 * Users: customers (created by sign-up) and admins (from ADMIN_EMAILS or `npm run admin:create`).
 * A customer reads and changes only themselves; the back office lists and reads everyone through
 * the `admin*` methods, behind the admin controller.
 */
@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Users');
  private readonly deactivationHooks: DeactivationHook[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly queries: UsersQueryRepository,
    private readonly dealings: UserTransactionsQueryRepository,
    @Inject(Database) private readonly database: Database,
    private readonly events: EventsService,
    private readonly clock: Clock,
    private readonly access: AccessRecordsService,
    private readonly emails: EmailService,
  ) {}

  /** Admins come from ADMIN_EMAILS at boot (and `npm run admin:create`), never from sign-up. */
  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.config.adminEmails) {
      await this.ensureAdmin(email);
      this.logger.log({ msg: 'admin ensured from ADMIN_EMAILS', email });
    }
  }

  /** `hook` runs in every deactivation's DB transaction, after the user row changed. */
  onDeactivation(hook: DeactivationHook): void {
    this.deactivationHooks.push(hook);
  }

  findByEmail(email: string) {
    return this.users.findByEmail(email);
  }

  findById(id: string) {
    return this.users.findById(id);
  }

  /**
   * The user's customer at the payment provider: `customerId` is stored unless one is stored
   * already (two payments racing keep the first); answers the stored one.
   */
  keepStripeCustomerId(id: string, customerId: string): Promise<string> {
    return this.users.keepStripeCustomerId(id, customerId);
  }

  /** Replaces a stored provider customer that no longer works (a simulator's, under Stripe). */
  replaceStripeCustomerId(id: string, customerId: string): Promise<void> {
    return this.users.replaceStripeCustomerId(id, customerId);
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

  /** A user's first sign-in activates them; undefined (refused) when staff deactivated them. */
  activate(id: string) {
    return this.users.activate(id);
  }

  ensureAdmin(email: string, names = { first_name: 'Admin', last_name: 'User' }) {
    return this.users.upsertAdmin(email, names);
  }

  /** Yourself, and where your session stands with staff's second factor. */
  async current(viewer: SessionUser): Promise<CurrentUserDto> {
    return {
      ...(await this.get(viewer, viewer._id)),
      secondFactor: { ...viewer.secondFactor, mode: this.config.staffSecondFactor },
    };
  }

  /** Yourself; anyone else answers 403. */
  async get(viewer: SessionUser, id: string): Promise<UserDto> {
    if (viewer._id !== id) throw new NoPermissionError();
    return this.adminGet(id);
  }

  async updateSelf(viewer: SessionUser, changes: UpdateUserDto): Promise<UserDto> {
    const fields: UserChanges = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(fields).length === 0) throw new NothingToUpdateError();
    if (changes.correspondence_address) {
      fields.correspondence_address = normaliseAddress(changes.correspondence_address);
    }
    const row = await this.users.update(viewer._id, fields);
    if (!row) throw new UserNotFoundError();
    return toUserDto(row);
  }

  // --- back office (behind the admin controller) ------------------------------------------

  /** Any user. */
  async adminGet(id: string): Promise<UserDto> {
    const row = await this.users.findById(id);
    if (!row) throw new UserNotFoundError();
    return toUserDto(row);
  }

  /** Any user's page, the view recorded on their Access list (issue 27). */
  async adminView(admin: SessionUser, id: string): Promise<UserDto> {
    const user = await this.adminGet(id);
    await this.recordView(admin, user);
    return user;
  }

  /** A page of users, newest first; active ones unless the query says otherwise. */
  /** admin.md §7: the user of this e-mail (any case), or 404 'User not found'. */
  async adminFindByEmail(admin: SessionUser, email: string): Promise<UserDto> {
    const row = await this.users.findByEmail(email);
    if (!row) throw new UserNotFoundError();
    const user = toUserDto(row);
    // the same details as the user's page: a found user's view is recorded as one
    await this.recordView(admin, user);
    return user;
  }

  private recordView(admin: SessionUser, user: UserDto): Promise<void> {
    return this.access.record({
      staff: admin,
      kind: 'user_detail',
      subjects: [{ type: 'user', id: user._id }],
      recordId: user._id,
    });
  }

  /**
   * An active customer made by staff (admin.md §7 'Create active customer'). An e-mail already
   * in use is refused with the spec's message (§5), so the form's search finds them instead.
   */
  async adminCreateCustomer(
    admin: SessionUser,
    body: CreateActiveCustomerDto,
  ): Promise<{ _id: string }> {
    const user = await this.database.transaction(async () => {
      if (await this.users.findByEmail(body.email)) throw new UserEmailTakenError();
      const created = await this.users.create({
        email: body.email,
        first_name: body.first_name,
        middle_name: body.middle_name ?? null,
        last_name: body.last_name,
        phone_number: body.phone_number,
        correspondence_address: normaliseAddress(body.correspondence_address),
        type: 'customer',
        active: true,
        role: 'sell',
      });
      await this.events.record({
        backOffice: true,
        subjectId: created._id,
        name: 'customer_created',
        author: admin,
        comments: 'Active customer created by staff (a representative)',
      });
      return created;
    });
    this.logger.log({ msg: 'active customer created by staff', user: user._id });
    return { _id: user._id };
  }

  /**
   * Staff deactivate a user: in one transaction the user can no longer sign in (no link is sent
   * to them and none works), every session and unused sign-in link of theirs ends, and the
   * timeline records who did it. Deactivating a deactivated user changes nothing.
   */
  async adminDeactivate(admin: SessionUser, id: string): Promise<UserDto> {
    if (admin._id === id) throw new CannotDeactivateSelfError();
    const now = this.clock.now();
    const row = await this.database.transaction(async () => {
      const deactivated = await this.users.deactivate(id, now);
      if (!deactivated) return this.existing(id);
      for (const hook of this.deactivationHooks) await hook(id, now);
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'user_deactivated',
        author: admin,
        comments: 'User deactivated: signed out everywhere, sign-in links voided',
      });
      return deactivated;
    });
    this.logger.log({ msg: 'user deactivated', user: id, by: admin._id });
    return toUserDto(row);
  }

  /**
   * Erases the user inside the caller's transaction (the data-rights module's erasure): the row
   * is anonymised and, as on deactivation, every session and sign-in link of theirs ends.
   * Answers false when they were erased already.
   */
  async erase(id: string, now: Date): Promise<boolean> {
    const erased = await this.users.erase(id, now);
    if (!erased) return false;
    for (const hook of this.deactivationHooks) await hook(id, now);
    return true;
  }

  /**
   * Staff correct a customer's names, e-mail or mobile number (issue 35, item 22). Each change is
   * recorded with its author, before and after: on the user's history and on the timeline of
   * every sale they are a party to. A new e-mail must be free; the customer then confirms it by
   * signing in with it (until then they are not activated, their sessions and unused links end),
   * and both addresses are told. Nothing changed answers 400; an erased user 404.
   */
  async adminCorrect(admin: SessionUser, id: string, body: CorrectUserDto): Promise<UserDto> {
    const current = await this.existing(id);
    if (current.erased_at) throw new UserNotFoundError();
    const changes = correctionsOf(current, body);
    if (changes.length === 0) throw new NothingToUpdateError();
    const email = changes.find((change) => change.field === 'email')?.after ?? undefined;
    const now = this.clock.now();
    const row = await this.database.transaction(async () => {
      if (email) {
        const holder = await this.users.findByEmail(email);
        if (holder && holder._id !== id) throw new UserEmailTakenError();
      }
      const fields = Object.fromEntries(changes.map((change) => [change.field, change.after]));
      const corrected = await this.users.correct(id, fields, email !== undefined);
      if (!corrected) throw new UserNotFoundError();
      if (email) for (const hook of this.deactivationHooks) await hook(id, now);
      const comments = `Corrected by staff: ${changes.map(describeCorrection).join('; ')}`;
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'user_details_corrected',
        author: admin,
        comments,
      });
      for (const saleId of await this.dealings.saleIds(id)) {
        await this.events.record({
          transactionId: saleId,
          name: 'customer_details_corrected',
          author: admin,
          comments: `${plainNameOf(current)}: ${comments}`,
        });
      }
      if (email) {
        const signInUrl = `${this.config.appUrl}/sign-in`;
        const firstName = corrected.first_name;
        await this.emails.queue(email, 'email-corrected', { firstName, to: 'new', signInUrl });
        await this.emails.queue(current.email, 'email-corrected', {
          firstName,
          to: 'old',
          signInUrl,
        });
      }
      return corrected;
    });
    this.logger.log({
      msg: 'user details corrected by staff',
      user: id,
      by: admin._id,
      fields: changes.map((change) => change.field),
    });
    return toUserDto(row);
  }

  /** Staff lift a deactivation: the user may sign in again (with a new link). */
  async adminReactivate(admin: SessionUser, id: string): Promise<UserDto> {
    const row = await this.database.transaction(async () => {
      const reactivated = await this.users.reactivate(id);
      if (!reactivated) return this.existing(id);
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'user_reactivated',
        author: admin,
        comments: 'User reactivated',
      });
      return reactivated;
    });
    this.logger.log({ msg: 'user reactivated', user: id, by: admin._id });
    return toUserDto(row);
  }

  /** What staff did to the user (deactivations, reactivations, creation), oldest first. */
  async adminEvents(id: string): Promise<EventDto[]> {
    await this.existing(id);
    return this.events.listForSubject(id);
  }

  private async existing(id: string): Promise<UserRow> {
    const row = await this.users.findById(id);
    if (!row) throw new UserNotFoundError();
    return row;
  }

  async adminList(query: AdminUsersQueryDto): Promise<AdminUserPage> {
    const active = query.isActive ?? 'true';
    const type = !query.type || query.type === 'all' ? null : query.type;
    const filter: UsersFilter = {
      active: activeOf(active),
      deactivated: active === 'deactivated',
      type,
    };
    const everyone: UsersFilter = { active: null, type };
    const [items, all, found] = await Promise.all([
      this.queries.listPage(filter, pageWindow(query)),
      this.queries.countUpTo(everyone, USERS_COUNT_BOUND),
      this.queries.countUpTo(filter, USERS_COUNT_BOUND),
    ]);
    return {
      items: items.map(toAdminUserRow),
      totalItems: Math.min(all, USERS_COUNT_BOUND),
      totalItemsIsCapped: all > USERS_COUNT_BOUND,
      totalFilteredItems: Math.min(found, USERS_COUNT_BOUND),
      totalIsCapped: found > USERS_COUNT_BOUND,
    };
  }

  /** The sales the user is a party to (seller, representative, co-seller), newest first. */
  async adminSales(id: string, query: PaginationQueryDto): Promise<Page<AdminUserSaleRowDto>> {
    await this.existing(id);
    const page = await paginate(
      pageWindow(query),
      (window) => this.dealings.salesPage(id, window),
      () => this.dealings.salesCount(id),
      () => this.dealings.salesCount(id),
    );
    return {
      ...page,
      items: page.items.map((row) => ({
        _id: row.id,
        address: row.address ? formatAddress(row.address) : null,
        roles: row.roles,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /** The purchases the user is a party to (buyer, joint buyer, giftor), newest first. */
  async adminPurchases(
    id: string,
    query: PaginationQueryDto,
  ): Promise<Page<AdminUserPurchaseRowDto>> {
    await this.existing(id);
    const page = await paginate(
      pageWindow(query),
      (window) => this.dealings.purchasesPage(id, window),
      () => this.dealings.purchasesCount(id),
      () => this.dealings.purchasesCount(id),
    );
    return {
      ...page,
      items: page.items.map((row) => ({
        _id: row.id,
        transaction_id: row.transaction_id,
        address: row.address ? formatAddress(row.address) : null,
        roles: row.roles,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }
}

/** 'deactivated' users are inactive ones whom staff deactivated. */
function activeOf(filter: ActiveFilter): boolean | null {
  return filter === 'all' ? null : filter === 'true';
}

function statusOf(row: Pick<UserListRow, 'active' | 'deactivated_at'>): UserStatus {
  if (row.deactivated_at) return 'deactivated';
  return row.active ? 'active' : 'not_activated';
}

function toAdminUserRow(row: UserListRow): AdminUserRowDto {
  const names = [row.first_name, row.middle_name, row.last_name].filter(Boolean);
  return {
    _id: row._id,
    full_name: names.join(' '),
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    address: row.correspondence_address ? formatAddress(row.correspondence_address) : null,
    active: row.active,
    status: statusOf(row),
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
  };
}

type CorrectableField = 'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone_number';

type Correction = { field: CorrectableField; before: string | null; after: string | null };

const CORRECTION_LABELS: Record<CorrectableField, string> = {
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  email: 'E-mail',
  phone_number: 'Mobile number',
};

/** The fields the body changes, with their values before and after (unchanged ones left out). */
function correctionsOf(current: UserRow, body: CorrectUserDto): Correction[] {
  const fields = Object.keys(CORRECTION_LABELS) as CorrectableField[];
  return fields.flatMap((field): Correction[] => {
    const after = body[field];
    if (after === undefined) return [];
    const before = current[field] ?? null;
    const next = after ?? null;
    const same =
      field === 'email' ? before?.toLowerCase() === next?.toLowerCase() : before === next;
    return same ? [] : [{ field, before, after: next }];
  });
}

function describeCorrection(change: Correction): string {
  return `${CORRECTION_LABELS[change.field]}: ${change.before ?? '(none)'} → ${change.after ?? '(none)'}`;
}

function plainNameOf(user: UserRow): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || 'The customer';
}
