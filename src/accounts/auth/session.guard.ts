import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { cookieOf } from '@/platform/http/cookies';
import { IS_PUBLIC } from '@/platform/common/decorators';
import { UnauthorizedError } from '@/platform/common/errors';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { AuthService } from './auth.service';
import { clearSessionCookies, hasStaleSessionCookies } from './session-cookies';
import { SESSION_COOKIE } from './tokens';

/**
 * Global guard: every route needs an active signed-in user unless marked @Public(). Public routes
 * still see the user when there is one. Back-office routes add the admin guard on their
 * controller (`@AdminController`, src/platform/http/admin.ts).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context.switchToHttp().getRequest<Request>();
    const user = await this.auth.authenticate(cookieOf(request, SESSION_COOKIE));
    if (user) request.user = user;
    else if (hasStaleSessionCookies(request)) {
      // The session ended (expired, idle, revoked): the browser forgets it and its hint.
      clearSessionCookies(
        context.switchToHttp().getResponse<Response>(),
        this.config.secureCookies,
      );
    }
    if (isPublic) return true;
    if (!user) throw new UnauthorizedError('Please sign in and try again.');
    return true;
  }
}
