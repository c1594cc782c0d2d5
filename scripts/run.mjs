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

/**
 * Runs a command with its output (stdout and stderr, interleaved) kept instead of shown, for steps that run
 * beside others; resolves with the exit code and the output (never rejects).
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...process.env, ...options.env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(chunks).toString('utf8') });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Runs a command with its output shown as it happens and also kept; resolves with the exit code and the output
 * (never rejects). For steps whose output is both watched and recorded.
 */
export function runShownAndKept(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      ...options,
      env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
    });
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 1, output: Buffer.concat(chunks).toString('utf8') });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}
