import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { paths } from '../../src/paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that test files copy instead of creating their own (slow) one. */
    pgliteTemplate: string;
  }
}

/** Creates one migrated PGlite data directory for the whole run; each test file copies it. */
export default async function setup(project: TestProject) {
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-template-'));
  if (project.name !== 'postgres') {
    const db = await openPglite(templateDir);
    await migrate(db, paths.migrations);
    await db.close();
  }
  project.provide('pgliteTemplate', templateDir);
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}
