/** Why a carrier file was refused, with the line of the file it was found on (1-based; 0 for the whole file). */
export class InvoiceFileError extends Error {
  readonly line: number;
  readonly reason: string;
  constructor(line: number, reason: string) {
    super(line > 0 ? `Line ${line}: ${reason}` : reason);
    this.name = 'InvoiceFileError';
    this.line = line;
    this.reason = reason;
  }
}
