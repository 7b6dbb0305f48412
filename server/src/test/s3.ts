import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../files/s3-storage';

/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST protocol over a throwaway folder),
 * with one empty bucket. The store under test talks to it over HTTP like to any S3 service.
 * s3rver lacks AbortMultipartUpload, which a failed streamed upload sends: added here, so that
 * `openUploads` (what ListMultipartUploads would list) shows whether an upload was cleaned up.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<{ options: S3StorageOptions; openUploads(): string[]; close(): Promise<void> }> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  // Where s3rver keeps the parts of the bucket's unfinished multipart uploads, one folder each.
  const uploads = path.join(directory, bucket, '._S3rver_uploads');
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !ctx.path.startsWith(`/${bucket}/`)) return next();
    if (!/^[0-9a-f]+$/.test(uploadId)) return next();
    rmSync(path.join(uploads, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = (await server.run()) as { port: number };
  return {
    // s3rver accepts its own fixed credentials only.
    options: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: '' },
    openUploads() {
      try {
        return readdirSync(uploads);
      } catch {
        return [];
      }
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
