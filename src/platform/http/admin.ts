import { SESSION_SCHEME } from '@/platform/http/openapi-document';
import {
  applyDecorators,
  CallHandler,
  CanActivate,
  Controller,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EMPTY, from, Observable, switchMap } from 'rxjs';
import { ConcurrencyLimit } from '@/platform/common/concurrency-limit';
import {
  featureError,
  ForbiddenError,
  NO_PERMISSION,
  UnauthorizedError,
} from '@/platform/common/errors';

export const ADMIN_PATH = 'admin';

/** Someone signed in who is not an active admin asked for a back-office route. */
export class AdminOnlyError extends featureError(ForbiddenError, 'ADMIN_ONLY', NO_PERMISSION) {}

/** An admin whose session has not yet passed the second factor (a passkey or a recovery code). */
export class SecondFactorRequiredError extends featureError(
  ForbiddenError,
  'SECOND_FACTOR_REQUIRED',
  'Please confirm it is you with your passkey or a recovery code.',
) {}

/**
 * The back office's door: 401 without a session, 403 unless the user is an active admin whose
 * session has passed the second factor where it is needed (SECOND_FACTOR_REQUIRED). It runs
 * after the global session guard, which has already put the signed-in user on the request.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedError('Please sign in and try again.');
    if (user.type !== 'admin' || !user.active) throw new AdminOnlyError();
    const status = user.secondFactor.status;
    if (status !== 'passed' && status !== 'not-required') throw new SecondFactorRequiredError();
    return true;
  }
}

/**
 * How many back-office reads run at once in a process (of its 10 database connections): the
 * lists, searches, stats and exports join many tables, and at load they took every connection
 * and held customers' reads behind them. The rest wait their turn (docs/decisions/hardening.md,
 * "Heavy back-office reads get a bounded share").
 */
export const ADMIN_READ_SHARE = 3;

/** The process's back-office reads, ADMIN_READ_SHARE at a time. */
export const adminReads = new ConcurrencyLimit(ADMIN_READ_SHARE);

/**
 * Holds each back-office GET until one of `adminReads`' places is free, and gives the place back
 * when its answer has gone (or the client left), streamed exports included. Runs after the
 * guards, so only admins ever wait in it. Writes are not held: they are small and must not queue
 * behind a colleague's export.
 */
@Injectable()
export class AdminReadLimit implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    if (http.getRequest<Request>().method !== 'GET') return next.handle();
    const response = http.getResponse<Response>();
    let gone = false;
    response.once('close', () => {
      gone = true;
    });
    return from(adminReads.acquire()).pipe(
      switchMap((release) => {
        if (gone) {
          release(); // the client left while it waited: nothing to answer
          return EMPTY;
        }
        response.once('close', release);
        return next.handle();
      }),
    );
  }
}

/**
 * Declares a back-office controller: `@AdminController('users')` serves `/api/admin/users/…` behind
 * the admin guard, tagged 'admin users' and documented as cookie-authenticated in Swagger. Every
 * admin controller lives in the feature module that owns its data and uses this decorator, never
 * `@Controller('admin/…')` by hand; test/api/admin.e2e-spec.ts ("guards every admin route") proves each route is guarded.
 */
export function AdminController(path: string) {
  return applyDecorators(
    Controller(`${ADMIN_PATH}/${path}`),
    UseGuards(AdminGuard),
    UseInterceptors(AdminReadLimit),
    ApiTags(`admin ${path}`),
    ApiCookieAuth(SESSION_SCHEME),
    ApiUnauthorizedResponse({ description: 'No session' }),
    ApiForbiddenResponse({ description: 'Not an active admin' }),
  );
}
