import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertKey, isStorageKey, type FileStorage } from './storage';

/** S3's smallest multipart part; a streamed upload holds about PART_QUEUE + 1 of them in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PART_QUEUE = 2;

/** Where the S3-compatible store is and how to sign in to it (FILES_S3_* settings). */
export interface S3StorageOptions {
  bucket: string;
  /** The service's URL for S3-compatible stores (MinIO, Ceph…); AWS itself needs none. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`https://host/bucket/key`), as most S3-compatible stores expect. */
  forcePathStyle: boolean;
  /** Folder inside the bucket, e.g. `portal/files/`; empty for the bucket's root. */
  prefix: string;
}

/**
 * The files on S3-compatible object storage, so every server process behind a load balancer
 * reads the same files. The server still checks access on every download (routes go through
 * files/serve.ts, which streams the object through) and the bucket stays private: no object is
 * ever public or pre-signed.
 * The AWS SDK loads only when this store is configured.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      }),
    })));
  const objectKey = (key: string) => `${options.prefix}${key}`;
  const isMissing = (error: unknown, sdk: typeof import('@aws-sdk/client-s3')) =>
    error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';
  return {
    async put(key, content) {
      assertKey(key);
      const { s3, sdk } = await connect();
      if (Buffer.isBuffer(content)) {
        await s3.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: content, ContentLength: content.length }));
        return;
      }
      // A stream of unknown length goes up in parts as it arrives (one PutObject when it is small).
      // If the stream fails, the multipart upload is aborted: S3 shows no object and keeps no parts.
      const { Upload } = await import('@aws-sdk/lib-storage');
      await new Upload({ client: s3, params: { Bucket: options.bucket, Key: objectKey(key), Body: content }, partSize: PART_BYTES, queueSize: PART_QUEUE }).done();
    },
    async open(key, range) {
      if (!isStorageKey(key)) return null;
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        // A range's reply says the whole size after the slash: "bytes 0-99/1234".
        const size = range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1]) : Number(object.ContentLength ?? 0);
        // In Node the SDK's body is the HTTP response itself, a Readable.
        return { size, body: object.Body as Readable };
      } catch (error) {
        // A missing object is a missing file; a missing bucket or a refusal is the store's failure.
        if (isMissing(error, sdk)) return null;
        throw error;
      }
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error, sdk)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}

/**
 * The S3 settings from the environment, or undefined when FILES_S3_BUCKET is not set (the files
 * then stay in the data folder). A half-configured store is refused at start-up.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = Object.keys(env).filter((name) => name.startsWith('FILES_S3_') && env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without FILES_S3_BUCKET`);
    return undefined;
  }
  const accessKeyId = env.FILES_S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.FILES_S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together');
  const endpoint = env.FILES_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('FILES_S3_ENDPOINT must be an http:// or https:// URL');
  const prefix = (env.FILES_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    bucket,
    endpoint,
    region: env.FILES_S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // S3-compatible stores at an endpoint usually want path-style addresses; AWS wants virtual hosts.
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE ? env.FILES_S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
