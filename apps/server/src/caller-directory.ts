/**
 * Runs a command line from the directory it was typed in. npm runs a workspace's scripts in the workspace's folder,
 * and the root's `npm run migrate` goes through the server's workspace: paths and DATA_DIR are meant from where
 * the command was typed, as `npm start` (run from the root) reads them.
 */
export function runFromCallerDirectory(): void {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
}
