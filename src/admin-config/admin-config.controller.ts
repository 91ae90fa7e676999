import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { AdminConfigDto } from './dto/admin-config.dto';
import { AdminConfigService } from './admin-config.service';

/** The back office's settings: /api/admin/config (admins only). */
@AdminController('config')
export class AdminConfigController {
  constructor(private readonly config: AdminConfigService) {}

  @Get()
  @ApiOperation({
    summary: 'The back-office settings: benchmark, invoicing amount, tags, switchover date',
  })
  @ApiOkResponse({ type: AdminConfigDto })
  get(): Promise<AdminConfigDto> {
    return this.config.getView();
  }
}
