import { Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { IdParam } from '@/common/id-param';
import type { Page } from '@/common/pagination';
import { AdminUserPageDto, AdminUserRowDto, AdminUsersQueryDto } from './dto/admin-user.dto';
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

  @Get(':id')
  @ApiOperation({ summary: 'Any user: personal information and address' })
  @ApiOkResponse({ type: UserDto })
  @ApiNotFoundResponse({ description: 'User not found' })
  get(@IdParam() id: string): Promise<UserDto> {
    return this.users.adminGet(id);
  }
}
