import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output and resolves with its exit code (never rejects).
 * Used by the root scripts so that each step's output streams as it happens.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
