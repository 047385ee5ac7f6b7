/**
 * A real S3-protocol server (s3rver) for tests, on a free port of 127.0.0.1, keeping its objects in a temporary
 * folder. It accepts the credentials S3RVER / S3RVER, which `startS3Server` puts in the environment for the SDK's
 * default credential chain.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../src/config';

export interface TestS3Server {
  /** The `s3` part of a Config pointing at this server (path-style addressing). */
  s3: Config['s3'];
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    s3: { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true },
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    },
  };
}
