// s3rver ships no types; this declares the part test/support/s3-server.ts uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    configureBuckets(): Promise<void>;
    /** The Koa request handler, for a server of one's own. */
    getMiddleware(): (req: IncomingMessage, res: ServerResponse) => void;
    close(): Promise<void>;
  }
}
