import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ApiIdempotencyKey } from '@/platform/idempotency/idempotency.interceptor';

export const UPLOAD_REFUSALS =
  'Empty, not a PDF/JPEG/PNG/HEIC by its content, no file or more than one, or interrupted';

/**
 * The OpenAPI description every upload route shares: one multipart file (the form `body`), what
 * it answers, and each way a file is refused; `notFound` says what the route's 404 is about.
 */
export function ApiUpload(options: {
  operationId: string;
  summary: string;
  body: Type;
  created: Type;
  notFound: string;
}) {
  return applyDecorators(
    ApiOperation({ operationId: options.operationId, summary: options.summary }),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: options.body }),
    ApiCreatedResponse({ type: options.created }),
    ApiBadRequestResponse({ description: UPLOAD_REFUSALS }),
    ApiPayloadTooLargeResponse({ description: 'Larger than 20 MB' }),
    ApiUnsupportedMediaTypeResponse({ description: 'Not multipart/form-data' }),
    ApiNotFoundResponse({ description: options.notFound }),
    ApiResponse({
      status: 507,
      description: "The service can't store files right now (no space left); nothing was kept",
    }),
    ApiIdempotencyKey(),
  );
}
