import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('the storage settings', () => {
  it('keep files under DATA_DIR and take documents up to 50 MB by default', () => {
    const config = loadConfig({});
    expect(config.s3).toBeUndefined();
    expect(config.documentMaxBytes).toBe(50 * 1024 * 1024);
  });

  it('read DOCUMENT_MAX_BYTES, refusing what is not a size', () => {
    expect(loadConfig({ DOCUMENT_MAX_BYTES: '1048576' }).documentMaxBytes).toBe(1_048_576);
    for (const value of ['50MB', '0', '-1', '1.5']) {
      expect(() => loadConfig({ DOCUMENT_MAX_BYTES: value })).toThrow(
        `DOCUMENT_MAX_BYTES must be a whole number of bytes above 0, got "${value}"`,
      );
    }
  });

  it('select AWS S3 by S3_BUCKET alone, in the region AWS_REGION names', () => {
    expect(loadConfig({ S3_BUCKET: 'waybill-files', AWS_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'waybill-files',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('select an S3-compatible service by S3_ENDPOINT, with path-style addresses unless told otherwise', () => {
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const virtualHosts = loadConfig({
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(virtualHosts).toMatchObject({ region: 'auto', forcePathStyle: false });
  });

  it('refuse an endpoint without a bucket, or one that is not an http(s) address', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET must be set when S3_ENDPOINT is set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    );
  });
});
