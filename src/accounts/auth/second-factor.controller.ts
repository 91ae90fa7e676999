import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import {
  PasskeyAddedDto,
  PasskeyDto,
  RecoveryCodeDto,
  RecoveryCodesDto,
  RegisterPasskeyDto,
  RenamePasskeyDto,
  SecondFactorPassedDto,
  SecuritySummaryDto,
  VerifyPasskeyDto,
  WebAuthnOptionsDto,
} from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';

/**
 * Staff's second factor during sign-in: outside /api/admin, since a session that has not passed
 * it may reach these (and only these). Each answers admins only (403 ADMIN_ONLY otherwise).
 */
@ApiTags('authentication')
@Controller('authentication/second-factor')
@ApiForbiddenResponse({ description: 'Not an admin, or (adding a passkey) not verified yet' })
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Post('registration-options')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'registrationOptions',
    summary: 'Options to create a passkey (enrolment, or adding one once verified)',
    description:
      'Gives the session a new registration challenge (5 minutes, answered once). An admin who already has a passkey or recovery codes must have passed the second factor in this session first.',
  })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiConflictResponse({ description: 'The admin has the most passkeys kept (TOO_MANY_PASSKEYS)' })
  async registrationOptions(@CurrentUser() user: SessionUser): Promise<WebAuthnOptionsDto> {
    return { options: await this.secondFactor.registrationOptions(user) };
  }

  @Post('passkeys')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'registerPasskey',
    summary: "Add the passkey that answered the session's registration challenge",
    description:
      'The session passes the second factor. The first passkey also answers ten recovery codes, shown this once.',
  })
  @ApiOkResponse({ type: PasskeyAddedDto })
  @ApiForbiddenResponse({ description: 'No live challenge (CHALLENGE_EXPIRED), or not added' })
  @ApiConflictResponse({ description: 'The admin has the most passkeys kept (TOO_MANY_PASSKEYS)' })
  register(
    @CurrentUser() user: SessionUser,
    @Body() body: RegisterPasskeyDto,
  ): Promise<PasskeyAddedDto> {
    return this.secondFactor.register(user, body.name, body.response);
  }

  @Post('authentication-options')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'authenticationOptions',
    summary: "Options to sign in with one of the admin's passkeys",
    description: 'Gives the session a new sign-in challenge (5 minutes, answered once).',
  })
  @ApiOkResponse({ type: WebAuthnOptionsDto })
  @ApiConflictResponse({ description: 'The admin has no passkey (NO_PASSKEY)' })
  async authenticationOptions(@CurrentUser() user: SessionUser): Promise<WebAuthnOptionsDto> {
    return { options: await this.secondFactor.authenticationOptions(user) };
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifyPasskey',
    summary: "Pass the second factor with a passkey's answer to the challenge",
  })
  @ApiOkResponse({ type: SecondFactorPassedDto })
  @ApiForbiddenResponse({
    description: 'Not recognised (PASSKEY_NOT_RECOGNISED) or no live challenge (CHALLENGE_EXPIRED)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  verify(
    @CurrentUser() user: SessionUser,
    @Body() body: VerifyPasskeyDto,
    @Req() request: Request,
  ): Promise<SecondFactorPassedDto> {
    return this.secondFactor.authenticate(user, body.response, { ip: clientIp(request) });
  }

  @Post('recovery-code')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifyRecoveryCode',
    summary: 'Pass the second factor with a recovery code (each works once)',
  })
  @ApiOkResponse({ type: SecondFactorPassedDto })
  @ApiForbiddenResponse({ description: 'Not valid or already used (RECOVERY_CODE_INVALID)' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  useRecoveryCode(
    @CurrentUser() user: SessionUser,
    @Body() body: RecoveryCodeDto,
    @Req() request: Request,
  ): Promise<SecondFactorPassedDto> {
    return this.secondFactor.useRecoveryCode(user, body.code, { ip: clientIp(request) });
  }
}

/** The signed-in admin's own passkeys and recovery codes: the back office's Security page. */
@AdminController('security')
export class AdminSecurityController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @Get()
  @ApiOperation({
    operationId: 'securitySummary',
    summary: 'Your passkeys and how many recovery codes you have left',
  })
  @ApiOkResponse({ type: SecuritySummaryDto })
  summary(@CurrentUser() user: SessionUser): Promise<SecuritySummaryDto> {
    return this.secondFactor.summary(user);
  }

  @Patch('passkeys/:id')
  @ApiOperation({ operationId: 'renamePasskey', summary: 'Rename one of your passkeys' })
  @ApiOkResponse({ type: PasskeyDto })
  rename(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @Body() body: RenamePasskeyDto,
  ): Promise<PasskeyDto> {
    return this.secondFactor.rename(user, id, body.name);
  }

  @Delete('passkeys/:id')
  @ApiOperation({
    operationId: 'removePasskey',
    summary: 'Remove one of your passkeys',
    description:
      'The last one goes only while recovery codes are left (409 LAST_PASSKEY otherwise).',
  })
  @ApiOkResponse({ type: SecuritySummaryDto })
  @ApiConflictResponse({ description: 'Your last passkey, with no recovery codes left' })
  remove(@CurrentUser() user: SessionUser, @IdParam() id: string): Promise<SecuritySummaryDto> {
    return this.secondFactor.remove(user, id);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'regenerateCodes',
    summary: 'Replace your recovery codes with ten new ones (shown this once)',
    description: 'Every earlier code, used or not, stops working.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  regenerate(@CurrentUser() user: SessionUser): Promise<RecoveryCodesDto> {
    return this.secondFactor.regenerateCodes(user);
  }
}

function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
