import type { Plugin } from 'vite';

/** Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build of 1 kB or more. */
export declare function compressAssets(): Plugin;
