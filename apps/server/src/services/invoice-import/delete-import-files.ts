import { listImportFilesToDelete } from '../../repositories/import-jobs.js';
import { deleteImportFile, type ImportWork } from './run-import-job.js';

/**
 * Deletes the stored uploads that are kept no longer: those of jobs that have ended (a worker deletes its own as
 * it ends; this catches one that stopped in between) and those older than the retention, whatever their job's
 * state. The jobs stay: they are the history of the imports. Resolves to how many files were deleted.
 */
export async function deleteExpiredImportFiles(
  work: Pick<ImportWork, 'database' | 'storage' | 'now' | 'log'>,
  retentionSeconds: number,
): Promise<number> {
  const createdBefore = new Date(work.now().getTime() - retentionSeconds * 1000);
  const files = await listImportFilesToDelete(work.database, createdBefore);
  for (const file of files) await deleteImportFile(work, file);
  if (files.length > 0) work.log.info({ files: files.length }, 'stored import files deleted');
  return files.length;
}
