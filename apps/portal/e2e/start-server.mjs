// Starts the real built server on a fresh embedded database, and removes that database when it stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const portalDir = path.resolve(import.meta.dirname, '..');
const serverEntry = path.resolve(portalDir, '../server/dist/server.js');
for (const [what, file, build] of [
  ['server', serverEntry, '@waybill/server'],
  ['portal', path.join(portalDir, 'dist/index.html'), '@waybill/portal'],
]) {
  if (!existsSync(file)) {
    console.error(`The ${what} is not built (${file} is missing): run npm run build -w ${build}`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'waybill-e2e-'));
const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  // Every change of the reference data is answered 202 and followed by the portal, as one that re-derives a
  // million packages is: the flows prove that path end to end (the API tests, the answers within the wait).
  env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, REFERENCE_DATA_CHANGE_WAIT_MS: '0' },
});

const stop = (signal) => server.kill(signal);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
