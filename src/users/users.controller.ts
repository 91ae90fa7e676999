import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/common/decorators';
import { IdParam } from '@/common/id-param';
import { UpdateUserDto, UserDto } from './dto/user.dto';
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

  @Get(':id')
  @ApiOperation({ summary: 'A user: yourself (anyone else answers 403)' })
  @ApiOkResponse({ type: UserDto })
  get(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<UserDto> {
    return this.users.get(user, id);
  }

  @Put()
  @ApiOperation({ summary: 'Update your own names, mobile number and correspondence address' })
  @ApiOkResponse({ type: UserDto })
  update(@CurrentUser() user: SessionUser, @Body() body: UpdateUserDto): Promise<UserDto> {
    return this.users.updateSelf(user, body);
  }
}
