import { portalHeaders } from './test-app.js';

const boundary = 'waybill-test-boundary';

/** One part of a multipart/form-data body. */
export interface FormFile {
  field?: string;
  filename: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body holding `files` (field `file` unless named), as a browser's FormData sends it. */
export function multipartBody(files: FormFile[]): Buffer {
  return Buffer.concat([
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** The headers of a portal upload. */
export const multipartHeaders = {
  ...portalHeaders,
  'content-type': `multipart/form-data; boundary=${boundary}`,
};
