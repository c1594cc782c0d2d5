import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';
import { importJobQuery, importJobsQuery } from '../../lib/queries';
import { IMPORT_JOB_POLL_MS, IMPORT_JOBS_POLL_MS, isInProgress, jobsInProgress } from './import-job';

/**
 * The import jobs still queued or running, by anyone (newest first), read again while there are any, so that
 * they leave the list as they end. Platform admins only: `isEnabled` false for anyone else.
 */
export function useImportJobsInProgress(isEnabled = true) {
  const api = useApi();
  return useQuery({
    ...importJobsQuery(api),
    enabled: isEnabled,
    select: jobsInProgress,
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? IMPORT_JOBS_POLL_MS : false),
  });
}

/** One import job, read about every second until it ends; nothing is read while `jobId` is null. */
export function useImportJob(jobId: string | null) {
  const api = useApi();
  return useQuery({
    ...importJobQuery(api, jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && isInProgress(query.state.data) ? IMPORT_JOB_POLL_MS : false,
  });
}
