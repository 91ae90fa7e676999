import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@/platform/common/decorators';
import { ContactService } from './contact.service';
import { ContactRequestDto, ContactResponseDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('email')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post(['request-callback', 'request-call-back'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the team to get in touch (landing page contact form)' })
  @ApiOkResponse({ type: ContactResponseDto })
  requestCallback(@Body() body: ContactRequestDto, @Req() request: Request) {
    return this.contact.requestCallback(body, request.ip ?? 'unknown');
  }
}
