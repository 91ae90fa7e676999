import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { CurrentUserDto, UpdateUserDto, UserDto } from './dto/user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current')
  @ApiOperation({
    operationId: 'currentUser',
    summary: 'The signed-in user, and where the session stands with the second factor',
    description:
      'An admin whose secondFactor.status is enrol or verify is refused every /api/admin route (403 SECOND_FACTOR_REQUIRED) until they add a first passkey or use one (or a recovery code) under /api/authentication/second-factor.',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  current(@CurrentUser() user: SessionUser): Promise<CurrentUserDto> {
    return this.users.current(user);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'user', summary: 'A user: yourself (anyone else answers 403)' })
  @ApiOkResponse({ type: UserDto })
  @ApiForbiddenResponse({ description: 'Someone else' })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<UserDto> {
    return this.users.get(user, id);
  }

  @Put()
  @ApiOperation({
    operationId: 'updateCurrentUser',
    summary: 'Update your own names, mobile number and correspondence address',
  })
  @ApiOkResponse({ type: UserDto })
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateUserDto): Promise<UserDto> {
    return this.users.updateSelf(user, body);
  }
}
