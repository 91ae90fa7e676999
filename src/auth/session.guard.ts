import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { cookieOf } from '@/common/cookies';
import { ADMIN_ONLY, IS_PUBLIC } from '@/common/decorators';
import { ForbiddenError, UnauthorizedError } from '@/common/errors';
import { AuthService } from './auth.service';
import { SESSION_COOKIE } from './tokens';

/**
 * Global guard: every route needs an active signed-in user unless marked @Public();
 * @AdminOnly() routes need an admin. Public routes still see the user when there is one.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets);
    const request = context.switchToHttp().getRequest<Request>();
    const user = await this.auth.authenticate(cookieOf(request, SESSION_COOKIE));
    if (user) request.user = user;
    if (isPublic && !adminOnly) return true;
    if (!user) throw new UnauthorizedError('Please sign in and try again.');
    if (adminOnly && user.type !== 'admin') {
      throw new ForbiddenError("You don't have permission to perform this action.");
    }
    return true;
  }
}
