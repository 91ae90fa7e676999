import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Public } from '@/platform/common/decorators';

/** The footer's hidden trigger: proves that server errors reach the error reporter. */
@ApiExcludeController()
@Controller()
export class DiagnosticsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('__testerror')
  raise(): never {
    if (!this.config.enableTestError) throw new NotFoundException();
    throw new Error('Test error raised on purpose from GET /api/__testerror');
  }
}
