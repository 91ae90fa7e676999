import { Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '@/platform/common/decorators';
import { SearchSyncService } from '../services/search-sync.service';

const RECEIVED =
  '<?xml version="1.0" encoding="UTF-8"?><Acknowledgement><Status>Received</Status></Acknowledgement>';

/**
 * Where the search provider pushes status updates and results (PISCES XML, credentials
 * in-band): POST /api/searches/callback. Public (the provider has no session). No body parser
 * runs for this route: the push is read here, straight off the request, and SearchPushIntake
 * refuses it without reading the rest when its first bytes carry no valid credentials (401) or
 * as soon as it passes the size limit (413); unreadable (400) changes nothing either. A refused
 * request's connection is closed after the answer rather than read to its end.
 */
@ApiExcludeController()
@Controller('searches')
export class SearchesCallbackController {
  constructor(private readonly sync: SearchSyncService) {}

  @Public()
  @Post('callback')
  @HttpCode(200)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async callback(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const length = request.headers['content-length'];
    try {
      await this.sync.receivePushStream(request, length === undefined ? null : Number(length));
    } catch (error) {
      if (!request.readableEnded) response.setHeader('Connection', 'close');
      throw error;
    }
    return RECEIVED;
  }
}
