import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { TStorageConfig } from '../../config';
import { checkStorageKey, contentTypeOf, type TStorage } from './storage';

type TS3Config = Extract<TStorageConfig, { kind: 's3' }>;

const missing = (err: unknown) =>
  err instanceof S3ServiceException ? err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404 : false;

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2…) on the official AWS SDK, so several API
 * processes share one set of uploads. One bucket, the storage key as the object key. Credentials come from the
 * configuration, or the SDK's own chain (environment, instance role) when unset; they are never logged.
 */
export function createS3Storage(config: TS3Config, client?: S3Client): TStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 asks for them: stores that are not AWS often refuse the newer checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: checkStorageKey(key), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async get(key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        const body = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        return { body, contentType: contentTypeOf(key), bytes: body.length };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
