// `npm start`: build what the product needs, then run the server (embedded database by default).
// Extra arguments (e.g. `npm start -- --demo`) are passed to the server.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const built = await run('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@waybill/server',
  '--filter=@waybill/portal',
  '--filter=@waybill/analytics',
  '--output-logs=errors-only',
]);
if (built !== 0) {
  console.error('The build failed; see the errors above.');
  process.exit(built);
}

const server = spawn(process.execPath, ['apps/server/dist/server.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// Let the server shut down gracefully: forward the signal and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
