import { carrierFileLines } from './carrier-files.js';
import type { DemoFile } from './generate-shipments.js';

/** A demo file as bytes: UPS with CRLF line ends as UPS writes them, FedEx with LF. */
export function demoFileText(file: DemoFile): string {
  const end = file.carrier === 'UPS' ? '\r\n' : '\n';
  let text = '';
  for (const line of carrierFileLines(file)) text += line + end;
  return text;
}
