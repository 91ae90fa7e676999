import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ForbiddenError } from '@/platform/common/errors';

/**
 * For state-changing GETs (the spec's fee confirmation is a GET): refuses a request a browser
 * made for another site, e.g. a link or image on a foreign page, which the global same-origin
 * check lets through because GETs are "safe". Browsers label every request with Sec-Fetch-Site;
 * the app's own calls say same-origin, typed-in URLs say none, and callers without it pass.
 */
@Injectable()
export class RefuseCrossSiteGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const site = context.switchToHttp().getRequest<Request>().header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') {
      throw new ForbiddenError('Cross-site request refused');
    }
    return true;
  }
}
