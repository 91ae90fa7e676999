import { Body, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';
import { AdminController } from '@/platform/http/admin';
import { CreatedIdDto } from '@/platform/common/created-id.dto';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { type Page, PaginationQueryDto } from '@/platform/common/pagination';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import {
  type AdminUserPage,
  AdminUserPageDto,
  AdminUserPurchasePageDto,
  AdminUserPurchaseRowDto,
  AdminUserSalePageDto,
  AdminUserSaleRowDto,
  AdminUsersQueryDto,
  CorrectUserDto,
  CreateActiveCustomerDto,
  UserByEmailQueryDto,
} from './dto/admin-user.dto';
import { UserDto } from './dto/user.dto';
import { UsersService } from './users.service';

/** The back office's users: /api/admin/users/… (admins only). */
@AdminController('users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminUsers',
    summary:
      'A page of users, newest first: isActive (true by default, false, deactivated, all), type (all by default, customer, admin), skip, limit (where the page ends)',
  })
  @ApiOkResponse({ type: AdminUserPageDto })
  list(@Query() query: AdminUsersQueryDto): Promise<AdminUserPage> {
    return this.users.adminList(query);
  }

  @Get('by-email')
  @ApiOperation({
    operationId: 'userByEmail',
    summary:
      "The user of this e-mail (any case); 404 means there is none. The view is on the user's Access list",
  })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  byEmail(
    @CurrentUser() admin: SessionUser,
    @Query() query: UserByEmailQueryDto,
  ): Promise<UserDto> {
    return this.users.adminFindByEmail(admin, query.email);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createRepresentative',
    summary: 'Create an active customer (a representative), answering its _id',
  })
  @ApiCreatedResponse({ type: CreatedIdDto })
  @ApiBadRequestResponse({ description: 'Names, e-mail, mobile number or address not valid' })
  @ApiConflictResponse({ description: 'User with this email already exists' })
  create(
    @CurrentUser() admin: SessionUser,
    @Body() body: CreateActiveCustomerDto,
  ): Promise<CreatedIdDto> {
    return this.users.adminCreateCustomer(admin, body);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminUser',
    summary: "Any user: personal information and address (the view is on the user's Access list)",
  })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  get(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<UserDto> {
    return this.users.adminView(admin, id);
  }

  @Get(':id/sales')
  @ApiOperation({
    operationId: 'adminUserSales',
    summary:
      "A page of the user's sales, newest first: where they are the seller, the representative or a co-seller",
    description:
      'A co-seller is an additional seller with the same e-mail as the user (any case). Each row has the address, the roles, the status and when the sale was started. skip, limit as the other lists.',
  })
  @ApiOkResponse({ type: AdminUserSalePageDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  sales(
    @IdParam() id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<Page<AdminUserSaleRowDto>> {
    return this.users.adminSales(id, query);
  }

  @Get(':id/purchases')
  @ApiOperation({
    operationId: 'adminUserPurchases',
    summary:
      "A page of the user's purchases, newest first: where they are the buyer, a joint buyer or a giftor",
    description:
      "Joint buyers and giftors are matched by the user's e-mail (any case). Each row has the purchase's sale (if it has one), the address, the roles, the status and when it was started.",
  })
  @ApiOkResponse({ type: AdminUserPurchasePageDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  purchases(
    @IdParam() id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<Page<AdminUserPurchaseRowDto>> {
    return this.users.adminPurchases(id, query);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'adminUserEvents',
    summary: 'What staff did to the user (deactivated, reactivated…), oldest first',
  })
  @ApiOkResponse({ type: [EventDto] })
  @ApiNotFoundResponse({ description: 'User not found' })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.users.adminEvents(id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'correctUser',
    summary: "Correct a customer's names, e-mail or mobile number",
    description:
      "Only the fields given change (middle_name null clears it). Each change is recorded with its author, before and after, on the user's history and on the timeline of each of their sales. A new e-mail must be free (409 USER_EMAIL_TAKEN); the customer confirms it by signing in with it: until then they are not activated, their sessions and unused sign-in links end, and both addresses are e-mailed. Nothing changed answers 400.",
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ description: 'A field is not valid, or nothing would change' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'User with this email already exists' })
  correct(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: CorrectUserDto,
  ): Promise<UserDto> {
    return this.users.adminCorrect(admin, id, body);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'deactivateUser',
    summary: 'Deactivate a user: no sign-in any more, every session and unused link ended',
    description:
      'Recorded on the timeline with its author. Deactivating a deactivated user changes nothing. ' +
      'An admin cannot deactivate themselves (403 CANNOT_DEACTIVATE_SELF).',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  deactivate(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<UserDto> {
    return this.users.adminDeactivate(admin, id);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'reactivateUser',
    summary: 'Reactivate a deactivated user: they may sign in again with a new link',
    description: 'Recorded on the timeline with its author. An active user is left as they are.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  reactivate(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<UserDto> {
    return this.users.adminReactivate(admin, id);
  }
}
