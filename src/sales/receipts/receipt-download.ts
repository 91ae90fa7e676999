import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { ReceiptFile } from './receipts.service';

/** A receipt as a private download: an attachment no cache keeps and no browser sniffs. */
export function receiptDownload(response: Response, file: ReceiptFile): StreamableFile {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.content, {
    type: 'application/pdf',
    disposition: `attachment; filename="${file.fileName}"`,
    length: file.content.length,
  });
}
