import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { AdminController } from '@/platform/http/admin';
import { pageWindow, PaginationQueryDto } from '@/platform/common/pagination';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import { HistoryPageDto } from '@/platform/timeline/dto/history.dto';
import { AdminConfigDto, UpdateAdminConfigDto } from './dto/admin-config.dto';
import { AdminConfigService } from './admin-config.service';

/** The back office's settings: /api/admin/config (admins only). */
@AdminController('config')
export class AdminConfigController {
  constructor(private readonly config: AdminConfigService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminConfig',
    summary: 'The back-office settings: benchmark, invoicing amount, tags, switchover date',
  })
  @ApiOkResponse({ type: AdminConfigDto })
  get(): Promise<AdminConfigDto> {
    return this.config.getView();
  }

  @Put()
  @ApiOperation({
    operationId: 'updateAdminConfig',
    summary:
      'Change back-office settings (those given; the others stay); recorded with its author on the config events',
  })
  @ApiOkResponse({ type: AdminConfigDto })
  @ApiBadRequestResponse({
    description:
      "A setting out of range, 'Tags cannot be empty', 'Tags must be unique: …', 'No settings provided'",
  })
  update(
    @CurrentUser() admin: SessionUser,
    @Body() body: UpdateAdminConfigDto,
  ): Promise<AdminConfigDto> {
    return this.config.update(admin, body);
  }

  @Get('events')
  @ApiOperation({
    operationId: 'adminConfigEvents',
    summary:
      "The settings' changes, oldest first: event 'admin_config_updated', its author and what changed",
  })
  @ApiOkResponse({ type: [EventDto] })
  events(): Promise<EventDto[]> {
    return this.config.history();
  }

  @Get('history')
  @ApiOperation({
    operationId: 'configHistory',
    summary:
      "A page of the settings' changes, newest first: date, author, what changed and from what to what",
  })
  @ApiOkResponse({ type: HistoryPageDto })
  @ApiBadRequestResponse({ description: 'A bad skip or limit' })
  historyPage(@Query() query: PaginationQueryDto): Promise<HistoryPageDto> {
    return this.config.historyPage(pageWindow(query));
  }
}
