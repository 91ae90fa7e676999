import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/**
 * Documents a route that answers a file (a PDF, a CSV, a ZIP, an image) with 200: the media
 * types it may send, each a binary body, so that a client generated from the document expects a
 * file, not JSON. Its errors stay JSON (the document's error body).
 */
export const ApiFileResponse = (description: string, ...mediaTypes: [string, ...string[]]) =>
  applyDecorators(
    ApiProduces(...mediaTypes),
    ApiOkResponse({
      description,
      content: Object.fromEntries(
        mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    }),
  );
