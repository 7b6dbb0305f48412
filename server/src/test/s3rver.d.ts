// s3rver ships no types: the part of it the tests use.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  /** A Koa context, as far as the tests' own middleware reads and answers it. */
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware, composed when the server runs. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void> | void)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
