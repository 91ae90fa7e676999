import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Public } from '@/platform/common/decorators';
import { MetricsTokenRequiredError } from './metrics.errors';
import { MetricsService } from './metrics.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics on the public port, only with METRICS_TOKEN as a bearer token (compared in
 * constant time); without METRICS_TOKEN the route does not exist. Operators who can give
 * metrics a port of their own use METRICS_PORT instead (metrics-server.ts).
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  @Public()
  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const token = this.config.operations.metrics.token;
    if (!token) throw new NotFoundException();
    const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    // Hashes first: equal lengths for timingSafeEqual, and nothing learnt from the timing.
    if (!timingSafeEqual(digest(presented), digest(token))) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new MetricsTokenRequiredError();
    }
    const { contentType, body } = await this.metrics.render();
    // As prom-client names it (Express's send would reorder its parameters).
    response.setHeader('Content-Type', contentType);
    response.end(body);
  }
}
