import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Config } from '../config';
import { safeKey, safePrefix, StoredFileNotFound } from './keys';
import type { ByteRange, FileStorage } from './types';

/** STORAGE_URL=s3://<bucket>[/<prefix>] → the bucket and the key prefix ('' or ending in '/'). */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!m) throw new Error(`STORAGE_URL must be s3://<bucket>[/<prefix>], not ${url}`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) safePrefix(prefix);
  return { bucket: m[1], prefix: prefix ? `${prefix}/` : '' };
}

/** The S3 client of the configuration; credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID …). */
export function s3Client(s3: Config['s3']): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers (older MinIO, Ceph RGW, OSS, s3rver)
    // reject or ignore the flexible checksums the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** Files as objects of a bucket (any S3 API: AWS, MinIO, Ceph RGW, Aliyun OSS). */
export function s3Storage(client: S3Client, url: string): FileStorage {
  const { bucket, prefix } = parseStorageUrl(url);
  const object = (key: string) => ({ Bucket: bucket, Key: prefix + safeKey(key) });
  const missingAs = (key: string) => (err: unknown) => {
    throw isMissing(err) ? new StoredFileNotFound(key) : err;
  };
  const read = async (key: string, range?: ByteRange) => {
    const res = await client
      .send(new GetObjectCommand({ ...object(key), Range: range && `bytes=${range.start}-${range.end}` }))
      .catch(missingAs(key));
    const body = res.Body as Readable; // in Node the body is an http.IncomingMessage
    return range ? servedRange(body, res.ContentRange, range) : body;
  };
  return {
    async put(key, data) {
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ ...object(key), Body: data, ContentLength: data.length }));
        return;
      }
      // A stream of unknown length goes up in parts (a multipart upload above 5 MB), never whole in memory.
      await new Upload({ client, params: { ...object(key), Body: data } }).done();
    },
    async get(key) {
      return Buffer.concat(await (await read(key)).toArray());
    },
    read,
    async head(key) {
      const res = await client.send(new HeadObjectCommand(object(key))).catch(missingAs(key));
      return {
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? '""',
        modified: res.LastModified ?? new Date(0),
      };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async *list(sub = '') {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix + safePrefix(sub),
            ContinuationToken: token,
          }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { key: o.Key.slice(prefix.length), size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close: () => client.destroy(),
  };
}

/**
 * The requested bytes of a ranged answer. Some S3-compatible servers answer a range with more than was asked
 * (s3rver serves `bytes=0-0` to the end of the object): what starts at the right byte is cut to length, anything
 * else is refused rather than sent as the wrong bytes.
 */
function servedRange(body: Readable, contentRange: string | undefined, want: ByteRange): Readable {
  const m = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  if (!m || Number(m[1]) !== want.start || Number(m[2]) < want.end) {
    body.destroy();
    throw new Error(
      `the object store answered bytes ${want.start}-${want.end} with ${contentRange ?? 'no range'}`,
    );
  }
  if (Number(m[2]) === want.end) return body;
  let left = want.end - want.start + 1;
  return Readable.from(
    (async function* () {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        yield chunk.subarray(0, left);
        left -= chunk.length;
        if (left <= 0) break; // leaving the loop destroys the answer: the rest is not downloaded
      }
    })(),
    { objectMode: false },
  );
}
