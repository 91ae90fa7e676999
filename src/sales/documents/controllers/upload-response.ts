import type { Request, Response } from 'express';

/**
 * Runs an upload route's work; when it fails before the request was read to its end, the
 * connection is closed after the answer, so the rest of the body is never read.
 */
export async function closingIfUnread<T>(
  req: Request,
  res: Response,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // (A body cut off for arriving too slowly has had its answer already.)
    if (!req.readableEnded && !res.headersSent) res.setHeader('Connection', 'close');
    throw error;
  }
}

/** Streams a download out; a failure after the headers went cuts the response short. */
export function sendDownload(
  res: Response,
  download: { body: NodeJS.ReadableStream; headers: Record<string, string> },
): void {
  res.set(download.headers);
  download.body.on('error', () => res.destroy());
  download.body.pipe(res);
}
