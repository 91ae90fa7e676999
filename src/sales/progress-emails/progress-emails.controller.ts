import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, Public, SessionUser } from '@/platform/common/decorators';
import {
  ProgressEmailsSettingDto,
  UnsubscribeQueryDto,
  UpdateProgressEmailsSettingDto,
} from './dto/progress-emails.dto';
import { ProgressEmailsService } from './progress-emails.service';

/**
 * The customer's progress e-mails (issue 25): their own setting, and the e-mail's unsubscribe
 * link, which works without signing in.
 */
@ApiTags('progress-emails')
@Controller()
export class ProgressEmailsController {
  constructor(private readonly progress: ProgressEmailsService) {}

  @Get('me/progress-emails')
  @ApiOperation({
    operationId: 'progressEmails',
    summary: 'Whether you get e-mails when your sale or purchase moves on',
  })
  @ApiOkResponse({ type: ProgressEmailsSettingDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  setting(@CurrentUser() user: SessionUser): Promise<ProgressEmailsSettingDto> {
    return this.progress.setting(user._id);
  }

  @Put('me/progress-emails')
  @ApiOperation({
    operationId: 'setProgressEmails',
    summary: 'Turn your progress e-mails on or off',
  })
  @ApiOkResponse({ type: ProgressEmailsSettingDto })
  @ApiBadRequestResponse({ description: 'enabled is not true or false' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  update(
    @CurrentUser() user: SessionUser,
    @Body() body: UpdateProgressEmailsSettingDto,
  ): Promise<ProgressEmailsSettingDto> {
    return this.progress.setEnabled(user._id, body.enabled);
  }

  @Public()
  @Post('progress-emails/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeProgressEmails',
    summary: 'Turn progress e-mails off from the link in one (no sign-in)',
    description:
      "The e-mail's List-Unsubscribe address (RFC 8058 one-click: mail providers POST " +
      "'List-Unsubscribe=One-Click' as a form) and the confirm button of the page the e-mail " +
      'links to. The body is not read. Opening the link (GET) changes nothing.',
  })
  @ApiOkResponse({ type: ProgressEmailsSettingDto })
  @ApiBadRequestResponse({ description: 'The link is malformed' })
  @ApiForbiddenResponse({ description: 'The token is not the one made for this user' })
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<ProgressEmailsSettingDto> {
    return this.progress.unsubscribe(query.user, query.token);
  }
}
