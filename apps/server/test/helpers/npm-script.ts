import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where README's commands are typed. */
export const repositoryDir = fileURLToPath(new URL('../../../../', import.meta.url));

/** How a command line ended and what it wrote. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run <script>` as a person types it in `cwd`: its environment holds only PATH, HOME and `env`, so no
 * DATABASE_URL, DATA_DIR or npm variable of the test run reaches it.
 */
export function runNpmScript(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
