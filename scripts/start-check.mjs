// `node scripts/start-check.mjs`: what `npm start` does on a fresh clone, checked from outside on whichever
// Node.js runs this script: it builds, starts on a new embedded database, loads the demo data, answers the
// portal, /health and a platform admin's Control Master with rows, and stops cleanly on SIGTERM. `npm test` runs
// it on the current LTS. Exits non-zero with the reason when any of that fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const startBound = 300_000;
const stopBound = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function fail(message) {
  throw new Error(message);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waybill-start-check-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DEMO_PACKAGES: '2000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group: a failed check stops `npm start` and the server it started together.
  detached: true,
});
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

try {
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start-up line within ${startBound / 1000} s`)),
      startBound,
    );
    const watch = setInterval(() => {
      if (output.includes('Waybill is running at')) {
        clearInterval(watch);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    exited.then(({ code }) => {
      clearInterval(watch);
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it started`));
    });
  });
  const startSeconds = ((Date.now() - started) / 1000).toFixed(1);

  const health = await fetch(`${base}/health`);
  if (health.status !== 200) fail(`/health answered ${health.status}`);
  const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
  if (page.status !== 200 || !(await page.text()).includes('<div id="root">'))
    fail(`/login did not serve the portal`);

  const headers = { 'x-requested-with': 'waybill', origin: base, 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'admin@waybill.test', password: 'admin-demo-1' }),
  });
  if (login.status !== 200) fail(`the demo platform admin's sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const controlMaster = await fetch(`${base}/api/v1/control-master`, { headers: { cookie } });
  const files = controlMaster.status === 200 ? await controlMaster.json() : undefined;
  const count = Array.isArray(files) ? files.length : Array.isArray(files?.data) ? files.data.length : 0;
  if (count === 0) fail(`the Control Master answered ${controlMaster.status} with no invoice files`);

  child.kill('SIGTERM');
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(undefined), stopBound)),
  ]);
  if (!stopped) fail(`the server did not exit within ${stopBound / 1000} s of SIGTERM`);
  if (stopped.code !== 0) fail(`the server exited with ${stopped.code ?? stopped.signal} after SIGTERM`);
  console.log(
    `npm start on Node.js ${process.version}: started with demo data in ${startSeconds} s, /health, the portal and ${count} Control Master files answered, stopped cleanly on SIGTERM`,
  );
} catch (error) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  console.error(
    `npm start on Node.js ${process.version} failed: ${error.message}\n--- server output ---\n${output}`,
  );
  process.exitCode = 1;
} finally {
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
