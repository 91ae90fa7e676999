import { Body, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { CreatedIdDto } from '@/common/created-id.dto';
import { CurrentUser, SessionUser } from '@/common/decorators';
import { IdParam } from '@/common/id-param';
import type { Page } from '@/common/pagination';
import {
  AdminUserPageDto,
  AdminUserRowDto,
  AdminUsersQueryDto,
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
    summary:
      'A page of users, newest first: isActive (true by default, false, all), skip, limit (where the page ends)',
  })
  @ApiOkResponse({ type: AdminUserPageDto })
  list(@Query() query: AdminUsersQueryDto): Promise<Page<AdminUserRowDto>> {
    return this.users.adminList(query);
  }

  @Get('by-email')
  @ApiOperation({ summary: 'The user of this e-mail (any case); 404 means there is none' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  byEmail(@Query() query: UserByEmailQueryDto): Promise<UserDto> {
    return this.users.adminFindByEmail(query.email);
  }

  @Post()
  @ApiOperation({ summary: 'Create an active customer (a representative), answering its _id' })
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
  @ApiOperation({ summary: 'Any user: personal information and address' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  get(@IdParam() id: string): Promise<UserDto> {
    return this.users.adminGet(id);
  }
}
