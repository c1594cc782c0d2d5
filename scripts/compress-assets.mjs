// A Vite plugin for the apps the server serves: it writes a Brotli (.br) and a gzip (.gz) copy beside every text
// asset of the build, which the server sends to browsers that accept them (compressing once at build time,
// at the highest levels, instead of on every request).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller files gain less than the bytes of a header and a second request for the browser's cache. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|css|svg|json|html|txt)$/;

/** @returns {import('vite').Plugin} */
export function compressAssets() {
  return {
    name: 'waybill:compress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const directory = options.dir ?? path.dirname(options.file ?? '');
      const writes = [];
      for (const output of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(output.fileName)) continue;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < MIN_BYTES) continue;
        const file = path.join(directory, output.fileName);
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writes.push(writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 })));
      }
      await Promise.all(writes);
    },
  };
}
