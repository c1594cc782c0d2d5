import { describe, expect, it } from 'vitest';
import {
  inProgressCount,
  isInProgress,
  jobsInProgress,
  progressLine,
  refusalText,
  rowsProgress,
  type ImportJob,
} from './import-job';

const job: ImportJob = {
  jobId: '6f1d2c3b-4a59-4e68-9d7c-0b1a2c3d4e5f',
  state: 'running',
  message: 'Importing row 402 of 1206.',
  fileName: 'northwind-ups-2026-11.csv',
  client: 'NORTHWIND_OUTFITTERS',
  createdAt: '2026-11-27T10:00:00Z',
  startedAt: '2026-11-27T10:00:01Z',
  finishedAt: null,
  rowsRead: 402,
  rowsTotal: 12060,
  attempts: 1,
  report: null,
  refusal: null,
};

describe('import jobs', () => {
  it('are in progress while queued or running, and not once they ended', () => {
    expect(isInProgress({ state: 'queued' })).toBe(true);
    expect(isInProgress({ state: 'running' })).toBe(true);
    for (const state of ['imported', 'duplicate', 'refused', 'failed'] as const) {
      expect(isInProgress({ state })).toBe(false);
    }
    const ended = { ...job, jobId: 'ended', state: 'imported' as const };
    const queued = { ...job, jobId: 'queued', state: 'queued' as const };
    expect(jobsInProgress([queued, ended, job]).map(({ jobId }) => jobId)).toEqual(['queued', job.jobId]);
  });

  it('tell the rows read against the rows of the file, with thousands separators', () => {
    expect(rowsProgress(job)).toBe('402 of 12,060 rows');
  });

  it('say whether a worker has taken the file yet', () => {
    expect(progressLine({ ...job, state: 'queued' })).toBe(
      'Waiting for a worker to import northwind-ups-2026-11.csv...',
    );
    expect(progressLine(job)).toBe('Importing northwind-ups-2026-11.csv...');
  });

  it('name the line of a refusal, or give the reason alone when it concerns the whole file', () => {
    expect(
      refusalText({ line: 17, reason: '249 columns, but every UPS Billing Data row has exactly 250' }),
    ).toBe('Line 17: 249 columns, but every UPS Billing Data row has exactly 250');
    expect(refusalText({ line: 0, reason: 'The file is empty.' })).toBe('The file is empty.');
  });

  it('count the imports in progress', () => {
    expect(inProgressCount(1)).toBe('1 import in progress');
    expect(inProgressCount(3)).toBe('3 imports in progress');
  });
});
