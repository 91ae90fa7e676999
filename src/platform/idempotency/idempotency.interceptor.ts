import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, Observable } from 'rxjs';
import { IdempotencyService, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.service';

/**
 * Runs the route once per `Idempotency-Key` (see IdempotencyService). Without the header, or
 * without a signed-in user, the request runs as usual.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = request.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next.handle();
    this.idempotency.checkKey(key);
    if (!request.user) return next.handle();
    const answer = this.idempotency.once(
      {
        userId: request.user._id,
        key,
        route: `${request.method} ${request.originalUrl.split('?')[0]}`,
        query: request.query,
        body: request.body as unknown,
      },
      // called inside the key's DB transaction, so the handler's writes join it
      () => lastValueFrom(next.handle(), { defaultValue: undefined }),
    );
    return from(answer).pipe(
      map(({ replayed, body }) => {
        if (replayed) http.getResponse<Response>().setHeader(REPLAYED_HEADER, 'true');
        return body;
      }),
    );
  }
}

/**
 * A create route that takes an optional `Idempotency-Key` header: a client's retry with the same
 * key gets the first answer (same `_id`) instead of a second record.
 */
export const Idempotent = () =>
  applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiIdempotencyKey());

/**
 * The OpenAPI side of an idempotent create: the optional header and the 422 for a reused key. On
 * its own for routes that apply the key themselves (the uploads, which stream their body).
 */
export const ApiIdempotencyKey = () =>
  applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        'Names this attempt to create (1 to 255 of letters, digits, - _ . :). A retry with the same key and the same request gets the first answer and creates nothing; kept 24 hours.',
      schema: { type: 'string', maxLength: 255, pattern: '^[A-Za-z0-9_.:-]{1,255}$' },
    }),
    ApiUnprocessableEntityResponse({
      description: 'The Idempotency-Key was already used for a different request',
    }),
  );
