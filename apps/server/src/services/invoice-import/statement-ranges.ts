import type { Database } from '../../db/database.js';

/** How many packages, and charge lines, one statement of an import moves. */
export interface StatementSize {
  packages: number;
  chargeLines: number;
}

/**
 * The embedded database runs each statement on the event loop's thread: a whole 25,000-package file in one
 * statement held every other request for up to 1.8 s, so it moves a file a part at a time. PostgreSQL runs them
 * on its own process and moves a file in one statement of each kind: every part scanned the whole staging table
 * again, and cutting a 25,000-package file in five cost its import about a tenth.
 */
export function statementSize(driver: Database['driver']): StatementSize {
  return driver === 'pglite'
    ? { packages: 5_000, chargeLines: 20_000 }
    : { packages: Number.POSITIVE_INFINITY, chargeLines: Number.POSITIVE_INFINITY };
}

/** Consecutive ranges [from, to] of 1…count, `size` at a time. */
function* ranges(count: number, size: number): Generator<[number, number]> {
  for (let from = 1; from <= count; from += size) yield [from, Math.min(count, from + size - 1)];
}

/** The staged packages (references 1 to `stagedPackages`) a statement at a time, first and last included. */
export function packageRanges(stagedPackages: number, size: StatementSize): [number, number][] {
  return [...ranges(stagedPackages, size.packages)];
}

/**
 * The lines of a file of `rowsRead` rows a statement at a time: the first line of each range and the first of the
 * next, null for the last, which stays open (a quoted value over several lines puts lines past the row count).
 */
export function chargeLineRanges(rowsRead: number, size: StatementSize): [number, number | null][] {
  return [...ranges(Math.max(1, rowsRead), size.chargeLines)].map(([from]) => [
    from,
    from + size.chargeLines > rowsRead ? null : from + size.chargeLines,
  ]);
}
