import type { ImportReport } from './import-report.js';

/** One line of a table, its cells padded to the column widths. */
function tableLine(cells: string[], widths: number[], right: Set<number>): string {
  return cells
    .map((cell, index) => (right.has(index) ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
    .join('  ')
    .trimEnd();
}

/** The summary table of the reports, then what a person should know about each file. */
export function describeReports(reports: ImportReport[]): string {
  const header = ['File', 'Carrier', 'Control ID', 'Rows', 'Packages', 'Charges', 'Amount', 'Result'];
  const rows = reports.map((report) => [
    report.fileName,
    report.carrier ?? '',
    report.controlId ?? '',
    String(report.rowsRead),
    String(report.packages),
    String(report.charges),
    `$${report.amount}`,
    report.status === 'rejected' ? `rejected at line ${report.error!.line}` : report.status,
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const right = new Set([3, 4, 5, 6]);
  const lines = [tableLine(header, widths, right), ...rows.map((row) => tableLine(row, widths, right))];
  for (const report of reports) {
    if (report.status === 'rejected') lines.push(`${report.fileName}: ${report.message}`);
    if (report.unknownChargeDescriptions.length > 0) {
      lines.push(
        `${report.fileName}: charge descriptions loaded as OTHER (not in the charge map): ${report.unknownChargeDescriptions.join('; ')}`,
      );
    }
    if (report.unknownServices.length > 0) {
      lines.push(
        `${report.fileName}: services not in the service map (not audited): ${report.unknownServices.join('; ')}`,
      );
    }
  }
  return lines.join('\n');
}
