import { Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@/common/decorators';
import { SearchesService } from './searches.service';

/**
 * Where the search provider pushes status updates and results (PISCES XML, credentials
 * in-band): POST /api/searches/callback. Public (the provider has no session); SearchPushIntake
 * refuses a body without the callback credentials (401), too large (413) or unreadable (400),
 * and nothing changes then.
 */
@ApiExcludeController()
@Controller('searches')
export class SearchesCallbackController {
  constructor(private readonly searches: SearchesService) {}

  @Public()
  @Post('callback')
  @HttpCode(200)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async callback(@Req() request: Request): Promise<string> {
    const body: unknown = request.body;
    const raw = Buffer.isBuffer(body) ? body : typeof body === 'string' ? body : '';
    await this.searches.receivePush(raw);
    return '<?xml version="1.0" encoding="UTF-8"?><Acknowledgement><Status>Received</Status></Acknowledgement>';
  }
}
