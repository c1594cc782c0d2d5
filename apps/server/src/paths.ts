import { fileURLToPath } from 'node:url';

// This module sits one level below the package root both as source (src/) and once bundled (dist/),
// so the same relative URLs find the package's files when run by tsx, by vitest or from dist.
const packageRoot = new URL('../', import.meta.url);

/** Absolute paths of the files the server reads at runtime. */
export const paths = {
  migrations: fileURLToPath(new URL('migrations/', packageRoot)),
  openapi: fileURLToPath(new URL('../../openapi.yaml', packageRoot)),
  portalDist: fileURLToPath(new URL('../portal/dist/', packageRoot)),
  analyticsDist: fileURLToPath(new URL('../analytics/dist/', packageRoot)),
  /**
   * DATA_DIR when unset: `.data` at the repository's root, whichever directory a command was typed in or npm runs
   * a workspace's script in, so `npm start`, `npm run migrate` and the other command lines open one database.
   */
  defaultDataDir: fileURLToPath(new URL('../../.data', packageRoot)),
};
