import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { HomeDashboardDto } from './dto/home.dto';
import { HomeService } from './home.service';

@ApiTags('users')
@Controller('users')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get('current/properties')
  @ApiOperation({
    operationId: 'homeCards',
    summary: "Cards of the signed-in user's sales and purchases, newest first",
  })
  @ApiOkResponse({ type: HomeDashboardDto })
  properties(@CurrentUser() user: SessionUser): Promise<HomeDashboardDto> {
    return this.home.dashboard(user);
  }
}
