import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Inject } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { cookieOf } from '@/platform/http/cookies';
import { CurrentUser, Public, SessionUser } from '@/platform/common/decorators';
import { AuthService, RequestContext } from './auth.service';
import {
  RecaptchaResultDto,
  VerifyRecaptchaQueryDto,
  SignInDto,
  SignInResponseDto,
  SignUpDto,
  SignUpResponseDto,
  SuccessDto,
  VerifyUserResponseDto,
} from './dto/auth.dto';
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from './session-cookies';
import { DEVICE_COOKIE, SESSION_COOKIE } from './tokens';

const RECAPTCHA_HEADER = {
  name: 'X-Recaptcha-Token',
  description: 'reCAPTCHA v3 token for the login action',
  required: true,
};

@ApiTags('authentication')
@Controller('authentication')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('sign-up')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'signUp',
    summary: 'Create an inactive customer and e-mail a magic link',
  })
  @ApiHeader(RECAPTCHA_HEADER)
  @ApiOkResponse({ type: SignUpResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  signUp(@Body() body: SignUpDto, @Req() request: Request): Promise<SignUpResponseDto> {
    return this.auth.signUp(body, contextOf(request));
  }

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'signIn',
    summary: 'E-mail a magic link if the address has an account (same answer if not)',
  })
  @ApiHeader(RECAPTCHA_HEADER)
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  signIn(@Body() body: SignInDto, @Req() request: Request): Promise<SignInResponseDto> {
    return this.auth.signIn(body, contextOf(request));
  }

  @Public()
  @Get('verify-user')
  @ApiOperation({
    operationId: 'verifyUser',
    summary: 'Consume a magic-link token (Bearer) and start the session cookie',
  })
  @ApiHeader({ name: 'Authorization', description: 'Bearer <magic-link token>', required: true })
  @ApiOkResponse({ type: VerifyUserResponseDto })
  @ApiUnauthorizedResponse({
    description: 'The link is unknown, used or expired: ask for a new one',
  })
  async verifyUser(
    @Headers('authorization') authorization: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VerifyUserResponseDto> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const { user, sessionSecret, expiresAt, deviceMark } = await this.auth.verifyUser(
      token,
      request.header('user-agent'),
    );
    setSessionCookies(response, sessionSecret, expiresAt, this.config.secureCookies);
    setDeviceCookie(response, deviceMark, this.config.secureCookies);
    response.setHeader('Cache-Control', 'no-store');
    return user;
  }

  @Public()
  @Post('sign-out')
  @HttpCode(200)
  @ApiOperation({ operationId: 'signOut', summary: 'End the current session' })
  @ApiOkResponse({ type: SuccessDto })
  async signOut(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessDto> {
    await this.auth.signOut(cookieOf(request, SESSION_COOKIE));
    clearSessionCookies(response, this.config.secureCookies);
    return { success: true };
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'signOutEverywhere',
    summary: 'End every session of the signed-in user, on every device',
    description: 'Also voids any sign-in link of the user that has not been used yet.',
  })
  @ApiOkResponse({ type: SuccessDto })
  async signOutEverywhere(
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SuccessDto> {
    await this.auth.signOutEverywhere(user);
    clearSessionCookies(response, this.config.secureCookies);
    return { success: true };
  }

  @Public()
  @Get('verify-recaptcha')
  @ApiOperation({
    operationId: 'verifyRecaptcha',
    summary: 'Check a reCAPTCHA v3 token (login action)',
  })
  @ApiOkResponse({ type: RecaptchaResultDto })
  verifyRecaptcha(
    @Query() query: VerifyRecaptchaQueryDto,
    @Req() request: Request,
  ): Promise<RecaptchaResultDto> {
    return this.auth.verifyRecaptcha(query.token, clientIp(request));
  }
}

function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

function contextOf(request: Request): RequestContext {
  return {
    ip: clientIp(request),
    recaptchaToken: request.header('x-recaptcha-token') ?? undefined,
    userAgent: request.header('user-agent') ?? undefined,
    deviceMark: cookieOf(request, DEVICE_COOKIE),
  };
}
