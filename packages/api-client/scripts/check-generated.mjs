// Fails when src/generated/schema.ts is not what `npm run generate` would produce from openapi.yaml now.
// The generator's arguments are read from the package's own `generate` script, so the two cannot drift.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const [command, ...args] = scripts.generate.split(/\s+/);
const outputFlag = args.indexOf('-o');
if (command !== 'openapi-typescript' || outputFlag === -1) {
  console.error(`check-generated: cannot read the generate script: ${scripts.generate}`);
  process.exit(2);
}
const committedFile = args[outputFlag + 1];
const committedPath = join(packageDir, committedFile);

const tempDir = mkdtempSync(join(tmpdir(), 'waybill-schema-'));
const freshPath = join(tempDir, 'schema.ts');
args[outputFlag + 1] = freshPath;
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

try {
  execFileSync(process.execPath, [cli, ...args], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const fresh = readFileSync(freshPath, 'utf8');
  let committed;
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    committed = undefined;
  }
  if (committed !== fresh) {
    console.error(
      `check-generated: ${committedFile} does not match openapi.yaml (the contract changed, or the file was ` +
        'edited by hand). Run `npm run generate -w @waybill/api-client` and commit the result.',
    );
    process.exit(1);
  }
  console.log('check-generated: src/generated/schema.ts matches openapi.yaml.');
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
