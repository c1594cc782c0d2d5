import { AppError } from '../../errors.js';

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

/** An uploaded file refused whole: a 400 whose body carries the line and the reason beside the message. */
export class InvoiceFileRefusal extends AppError {
  readonly line: number;
  readonly reason: string;
  constructor(message: string, line: number, reason: string) {
    super('bad_request', message);
    this.name = 'InvoiceFileRefusal';
    this.line = line;
    this.reason = reason;
  }
}
