import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageOptions } from '../files/s3-storage';

/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST protocol over a throwaway folder),
 * with one empty bucket. The store under test talks to it over HTTP like to any S3 service.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<{ options: S3StorageOptions; close(): Promise<void> }> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  return {
    // s3rver accepts its own fixed credentials only.
    options: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: '' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
