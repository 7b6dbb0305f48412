import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server } from '../test/s3';
import { s3OptionsFromEnv, s3Storage, type S3StorageOptions } from './s3-storage';

describe('files on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  before(async () => {
    s3 = await startS3Server();
  });
  after(() => s3.close());

  /** Reads an object straight from the bucket, as another process (or an operator) would. */
  const clientOf = (options: S3StorageOptions) =>
    new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const objectOf = async (options: S3StorageOptions, key: string) => {
    const client = clientOf(options);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray()).toString();
    } catch {
      return null;
    } finally {
      client.destroy();
    }
  };

  it('stores, reads and deletes a file in the bucket, under the prefix', async () => {
    const options = { ...s3.options, prefix: 'portal/files/' };
    const store = s3Storage(options);
    await store.put('abcdef123456.pdf', Buffer.from('%PDF-1.4 award'));
    assert.equal(await objectOf(options, 'portal/files/abcdef123456.pdf'), '%PDF-1.4 award');
    assert.equal((await store.get('abcdef123456.pdf'))?.toString(), '%PDF-1.4 award');
    // A second store (another server process) reads the same file.
    assert.equal((await s3Storage(options).get('abcdef123456.pdf'))?.toString(), '%PDF-1.4 award');
    await store.delete('abcdef123456.pdf');
    assert.equal(await store.get('abcdef123456.pdf'), null);
    assert.equal(await objectOf(options, 'portal/files/abcdef123456.pdf'), null);
  });

  it('streams a file in, in parts, and out, whole or a range of it', async () => {
    const store = s3Storage(s3.options);
    // Over two of the 5 MB parts: a multipart upload.
    const content = randomBytes(12 * 1024 * 1024);
    const chunks = function* () {
      for (let at = 0; at < content.length; at += 64 * 1024) yield content.subarray(at, at + 64 * 1024);
    };
    await store.put('streamed1234.pdf', Readable.from(chunks()));
    assert.deepEqual(s3.openUploads(), []);
    const whole = await store.open('streamed1234.pdf');
    assert.equal(whole?.size, content.length);
    assert.ok(content.equals(await buffer(whole!.body)));
    const range = await store.open('streamed1234.pdf', { start: 100, end: 199 });
    assert.equal(range?.size, content.length, 'the whole size, whatever the range');
    assert.ok(content.subarray(100, 200).equals(await buffer(range!.body)));
    assert.equal(await store.open('nothinghere1.pdf'), null);
    await store.delete('streamed1234.pdf');
  });

  it('leaves no object and no parts when the stream fails part-way', async () => {
    const store = s3Storage(s3.options);
    const failing = async function* () {
      for (let i = 0; i < 12; i++) yield randomBytes(1024 * 1024);
      throw new Error('client gone');
    };
    await assert.rejects(store.put('failedupload1.pdf', Readable.from(failing())), /client gone/);
    assert.deepEqual(s3.openUploads(), [], 'the multipart upload was aborted');
    const client = clientOf(s3.options);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    client.destroy();
    assert.deepEqual(listed.Contents ?? [], []);
    assert.equal(await store.open('failedupload1.pdf'), null);
  });

  it('answers a missing file with null and refuses keys it did not make', async () => {
    const store = s3Storage(s3.options);
    assert.equal(await store.get('nothinghere1.pdf'), null);
    assert.equal(await store.get('../other-bucket/secret.pdf'), null);
    await assert.rejects(store.put('../escape.pdf', Buffer.from('x')), /Invalid storage key/);
    await assert.rejects(store.delete('a/b.pdf'), /Invalid storage key/);
  });

  it('reports a store it cannot reach instead of answering "missing"', async () => {
    const store = s3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await assert.rejects(store.get('abcdef123456.pdf'));
  });
});

describe('FILES_S3_* settings', () => {
  it('are off without a bucket, and refuse a half-made configuration', () => {
    assert.equal(s3OptionsFromEnv({}), undefined);
    assert.throws(() => s3OptionsFromEnv({ FILES_S3_ENDPOINT: 'http://minio:9000' }), /FILES_S3_ENDPOINT set without FILES_S3_BUCKET/);
    assert.throws(() => s3OptionsFromEnv({ FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'k' }), /go together/);
    assert.throws(() => s3OptionsFromEnv({ FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'minio:9000' }), /http/);
  });

  it('take path-style addresses for an endpoint, a region default and a folder prefix', () => {
    assert.deepEqual(
      s3OptionsFromEnv({ FILES_S3_BUCKET: 'files', FILES_S3_ENDPOINT: 'http://minio:9000', FILES_S3_ACCESS_KEY_ID: 'k', FILES_S3_SECRET_ACCESS_KEY: 's', FILES_S3_PREFIX: '/portal' }),
      { bucket: 'files', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: 'portal/' },
    );
    const aws = s3OptionsFromEnv({ FILES_S3_BUCKET: 'files', FILES_S3_REGION: 'ap-south-1' });
    assert.equal(aws?.forcePathStyle, false);
    assert.equal(aws?.region, 'ap-south-1');
    assert.equal(aws?.prefix, '');
  });
});
