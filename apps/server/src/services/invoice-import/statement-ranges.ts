/**
 * Packages, and charge lines, moved by one statement. The embedded database runs each statement on the event
 * loop's thread: a whole 25,000-package file in one statement held every other request for up to 1.8 s.
 */
const packagesPerStatement = 5_000;
const chargeLinesPerStatement = 20_000;

/** Consecutive ranges [from, to] of 1…count, `size` at a time. */
function* ranges(count: number, size: number): Generator<[number, number]> {
  for (let from = 1; from <= count; from += size) yield [from, Math.min(count, from + size - 1)];
}

/** The staged packages (references 1 to `stagedPackages`) a statement at a time, first and last included. */
export function packageRanges(stagedPackages: number): [number, number][] {
  return [...ranges(stagedPackages, packagesPerStatement)];
}

/**
 * The lines of a file of `rowsRead` rows a statement at a time: the first line of each range and the first of the
 * next, null for the last, which stays open (a quoted value over several lines puts lines past the row count).
 */
export function chargeLineRanges(rowsRead: number): [number, number | null][] {
  return [...ranges(Math.max(1, rowsRead), chargeLinesPerStatement)].map(([from]) => [
    from,
    from + chargeLinesPerStatement > rowsRead ? null : from + chargeLinesPerStatement,
  ]);
}
