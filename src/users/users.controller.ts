import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/common/decorators';
import { HomeDashboardDto, UpdateUserDto, UserDto } from './dto/user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  current(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.users.current(user);
  }

  @Get('current/properties')
  @ApiOperation({ summary: "Cards of the signed-in user's sales and purchases, newest first" })
  @ApiOkResponse({ type: HomeDashboardDto })
  properties(@CurrentUser() user: SessionUser): Promise<HomeDashboardDto> {
    return this.users.homeDashboard(user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A user: yourself, or anyone for an admin' })
  @ApiOkResponse({ type: UserDto })
  get(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<UserDto> {
    return this.users.get(user, id);
  }

  @Put()
  @ApiOperation({ summary: 'Update your own names, mobile number and correspondence address' })
  @ApiOkResponse({ type: UserDto })
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateUserDto): Promise<UserDto> {
    return this.users.updateSelf(user, body);
  }
}
