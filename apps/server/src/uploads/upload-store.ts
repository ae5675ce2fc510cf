/**
 * Where fun activity uploads are kept: a folder under DATA_DIR (the embedded default) or an
 * S3-compatible bucket (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). The S3
 * store is one signed PUT per object (aws4fetch, SigV4): the AWS SDK would be megabytes for it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';

export interface UploadStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under `key` (a relative path of safe characters). */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
}

export const UPLOAD_FOLDER = 'uploads';

export function diskStore(dataDir: string): UploadStore {
  const root = join(dataDir, UPLOAD_FOLDER);
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
  };
}

export function s3Store(config: S3Config, fetchImpl: typeof fetch = fetch): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = config.endpoint.replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, bytes, mime) {
      // Path-style addressing: works with MinIO, Garage, R2 and AWS alike.
      const url = `${base}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
      const signed = await client.sign(url, {
        method: 'PUT',
        body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
        headers: { 'content-type': mime, 'content-length': String(bytes.length) },
      });
      const res = await fetchImpl(signed);
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
    },
  };
}

export function uploadStore(config: { dataDir: string; s3: S3Config | null }): UploadStore {
  return config.s3 ? s3Store(config.s3) : diskStore(config.dataDir);
}
