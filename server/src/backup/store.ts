import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asStream } from '../files/storage';
import type { S3StorageOptions } from '../files/s3-storage';

/**
 * Where a backup is written to and read back from: a folder, or a bucket (and folder in it) on
 * S3-compatible storage. Names are the backup's own (`manifest.json`, `database.dump`,
 * `files/<key>`), never taken from outside.
 */
export interface BackupStore {
  readonly location: string;
  put(name: string, content: Buffer | Readable): Promise<void>;
  /** The named part, or null when the backup has none. */
  open(name: string): Promise<Readable | null>;
  /** Whether anything is stored there yet (a backup never goes over another). */
  isEmpty(): Promise<boolean>;
}

const NAME = /^(manifest\.json|database\.(dump|tar\.gz)|files\/[a-z0-9]{8,64}\.[a-z0-9]{1,8})$/;

function assertName(name: string): void {
  if (!NAME.test(name)) throw new Error(`Not a part of a backup: ${name}`);
}

export function folderBackupStore(folder: string): BackupStore {
  return {
    location: folder,
    async put(name, content) {
      assertName(name);
      const file = path.join(folder, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a part is either whole or absent.
      const partial = `${file}.partial`;
      try {
        await pipeline(asStream(content), createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(name) {
      assertName(name);
      const file = path.join(folder, name);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(file);
    },
    async isEmpty() {
      try {
        return (await readdir(folder)).length === 0;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
        throw error;
      }
    },
  };
}

export function s3BackupStore(options: S3StorageOptions): BackupStore {
  let client: Promise<{ s3: import('@aws-sdk/client-s3').S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
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
  const key = (name: string) => `${options.prefix}${name}`;
  return {
    location: `s3://${options.bucket}/${options.prefix}`,
    async put(name, content) {
      assertName(name);
      const { s3 } = await connect();
      const { Upload } = await import('@aws-sdk/lib-storage');
      await new Upload({ client: s3, params: { Bucket: options.bucket, Key: key(name), Body: content } }).done();
    },
    async open(name) {
      assertName(name);
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async isEmpty() {
      const { s3, sdk } = await connect();
      const listed = await s3.send(new sdk.ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix, MaxKeys: 1 }));
      return (listed.KeyCount ?? 0) === 0;
    },
  };
}

/**
 * `--to` / `--from`: a folder, or `s3://bucket/folder/` signed in with the BACKUP_S3_* settings
 * (endpoint, region, access key id, secret access key, force path style), each falling back to its
 * FILES_S3_* counterpart, so a backup bucket beside the file bucket needs no settings of its own.
 */
export function backupStoreFor(location: string, env: NodeJS.ProcessEnv): BackupStore {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (!s3) return folderBackupStore(path.resolve(location));
  const setting = (name: string) => env[`BACKUP_S3_${name}`]?.trim() || env[`FILES_S3_${name}`]?.trim() || undefined;
  const endpoint = setting('ENDPOINT');
  const prefix = s3[2].replace(/^\/+/, '');
  const pathStyle = setting('FORCE_PATH_STYLE');
  return s3BackupStore({
    bucket: s3[1],
    endpoint,
    region: setting('REGION') ?? 'us-east-1',
    accessKeyId: setting('ACCESS_KEY_ID'),
    secretAccessKey: setting('SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle ? pathStyle === '1' : Boolean(endpoint),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  });
}
