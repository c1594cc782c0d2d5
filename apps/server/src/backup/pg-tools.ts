import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs PostgreSQL's own client tool (`pg_dump`, `pg_restore`): backups of PostgreSQL are its native dumps, not a
 * copy of our own making. Throws one line saying what to install when the tool is missing, or the tool's message.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${tool} is not installed: install PostgreSQL's client tools (e.g. apt-get install postgresql-client) in the version of the server or newer.`,
      );
    }
    throw new Error(`${tool} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}
