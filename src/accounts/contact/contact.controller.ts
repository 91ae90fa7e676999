import { applyDecorators, Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@/platform/common/decorators';
import { ApiRateLimited } from '@/platform/rate-limit/api-rate-limited';
import { ContactService } from './contact.service';
import { ContactRequestDto, ContactResponseDto } from './dto/contact.dto';

/** The contact form's route at `path`, documented as the operation `operationId`. */
const RequestCallbackRoute = (path: string, operationId: string) =>
  applyDecorators(
    Public(),
    Post(path),
    HttpCode(200),
    ApiOperation({
      operationId,
      summary: 'Ask the team to get in touch (landing page contact form)',
    }),
    ApiOkResponse({ type: ContactResponseDto }),
    ApiRateLimited('Too many requests from this client'),
  );

@ApiTags('contact')
@Controller('email')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @RequestCallbackRoute('request-callback', 'requestCallback')
  requestCallback(@Body() body: ContactRequestDto, @Req() request: Request) {
    return this.contact.requestCallback(body, request.ip ?? 'unknown');
  }

  /** The same request at its older address (an operation of its own: each has its own id). */
  @RequestCallbackRoute('request-call-back', 'requestCallbackAtOldAddress')
  requestCallbackAtOldAddress(@Body() body: ContactRequestDto, @Req() request: Request) {
    return this.requestCallback(body, request);
  }
}
