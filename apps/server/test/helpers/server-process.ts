import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));

/** A server process started from the real entry point. */
export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens (a worker process listens nowhere). */
  origin: string;
  exited: Promise<number | null>;
  /** What it wrote so far, stdout and stderr together. */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server.ts` with `args` (`--worker` for a worker process) and `env`, and resolves once it says it
 * is running.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  args: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', ...args], {
    cwd: packageDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Waybill (import worker )?is running/.test(output)) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then((code) =>
      reject(new Error(`The process exited with ${code} before running:\n${output}`)),
    );
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited, output: () => output };
}
