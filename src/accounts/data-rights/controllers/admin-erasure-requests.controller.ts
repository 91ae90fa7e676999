import { Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import type { Page } from '@/platform/common/pagination';
import {
  AdminErasureRequestDto,
  AdminErasureRequestPageDto,
  AdminErasureRequestsQueryDto,
} from '../dto/data-rights.dto';
import { ErasureService } from '../services/erasure.service';

/** The back office's erasure requests: /api/admin/erasure-requests/… (admins only). */
@AdminController('erasure-requests')
export class AdminErasureRequestsController {
  constructor(private readonly erasures: ErasureService) {}

  @Get()
  @ApiOperation({
    operationId: 'erasureRequests',
    summary:
      'A page of erasure requests: pending (default, oldest first: the task list) or erased (newest first, with what is held until when)',
  })
  @ApiOkResponse({ type: AdminErasureRequestPageDto })
  list(@Query() query: AdminErasureRequestsQueryDto): Promise<Page<AdminErasureRequestDto>> {
    return this.erasures.adminList(query);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'erasureRequest', summary: 'One erasure request' })
  @ApiOkResponse({ type: AdminErasureRequestDto })
  @ApiNotFoundResponse({ description: 'Erasure request not found' })
  get(@IdParam() id: string): Promise<AdminErasureRequestDto> {
    return this.erasures.adminGet(id);
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'carryOutErasure',
    summary:
      "Carry out the request: the customer's personal data erased or anonymised, what the law and the terms require held until its period ends; recorded on their History",
  })
  @ApiOkResponse({ type: AdminErasureRequestDto })
  @ApiNotFoundResponse({ description: 'Erasure request not found' })
  erase(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<AdminErasureRequestDto> {
    return this.erasures.adminErase(admin, id);
  }
}
