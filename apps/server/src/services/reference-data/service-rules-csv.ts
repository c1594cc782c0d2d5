import type { Readable } from 'node:stream';
import type { components } from '@waybill/api-client/schema';
import { AppError } from '../../errors.js';
import type { ServiceRuleFields, ServiceRuleRow } from '../../repositories/service-rules.js';
import { csvRecords, decodeUtf8 } from '../invoice-import/csv-records.js';
import { InvoiceFileError } from '../invoice-import/invoice-file-error.js';

type ServiceRuleInput = components['schemas']['ServiceRuleInput'];

/** The columns of a service map file, in order, and the rule field each holds. */
const columns = [
  ['carrier', 'carrier'],
  ['match', 'match'],
  ['pattern', 'pattern'],
  ['priority', 'priority'],
  ['sla_grouping', 'slaGrouping'],
  ['ground_vs_express', 'groundVsExpress'],
  ['scope', 'scope'],
  ['guaranteed_from', 'guaranteedFrom'],
  ['guaranteed_to', 'guaranteedTo'],
] as const satisfies readonly (readonly [string, keyof ServiceRuleInput])[];

/** At most this many rules a file (the seeded map has about 75). */
export const serviceRulesFileMaxRules = 5000;
export const serviceRulesFileMaxBytes = 1024 * 1024;

/** A value a spreadsheet would run as a formula: = + - @, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/;

function csvValue(value: string): string {
  const cell = formulaStart.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The rules as the export's CSV text. */
export function serviceRulesCsv(rules: readonly ServiceRuleRow[]): string {
  const header = columns.map(([name]) => name).join(',');
  const rows = rules.map((rule) =>
    columns.map(([, field]) => csvValue(rule[field] === null ? '' : String(rule[field]))).join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** A value of a file's row back as it was exported: the quote that kept a formula from running goes. */
function cellText(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}

/** One row of a file, read into the fields of a rule (unchecked: the caller checks it as the API checks a rule). */
export interface ServiceRuleLine {
  line: number;
  input: Record<keyof ServiceRuleInput, unknown>;
}

function refusedFile(message: string): AppError {
  return new AppError('bad_request', message, { file: message });
}

const integer = /^-?\d{1,9}$/;

/**
 * Reads a service map file: the header row must name the export's columns (in any order); each further row is one
 * rule. A file that is not UTF-8 CSV, lacks a column, holds more than the limit or no rule at all is refused with
 * the line and the reason.
 */
export async function readServiceRulesFile(stream: Readable): Promise<ServiceRuleLine[]> {
  const lines: ServiceRuleLine[] = [];
  let positions: number[] | undefined;
  try {
    for await (const records of csvRecords(decodeUtf8(stream))) {
      for (const record of records) {
        const values = record.fields.map((value) => value.trim());
        if (!positions) {
          const header = values.map((value) => value.toLowerCase());
          const missing = columns.filter(([name]) => !header.includes(name)).map(([name]) => name);
          if (missing.length > 0)
            throw new InvoiceFileError(record.line, `the header row lacks the column ${missing.join(', ')}`);
          positions = columns.map(([name]) => header.indexOf(name));
          continue;
        }
        if (lines.length === serviceRulesFileMaxRules)
          throw new InvoiceFileError(record.line, `a file holds at most ${serviceRulesFileMaxRules} rules`);
        const cells = positions.map((position) => cellText(values[position] ?? ''));
        const input = Object.fromEntries(
          columns.map(([, field], index) => {
            const cell = cells[index]!;
            if (field === 'priority') return [field, integer.test(cell) ? Number(cell) : cell];
            if (field === 'guaranteedFrom' || field === 'guaranteedTo')
              return [field, cell === '' ? null : cell];
            return [field, cell];
          }),
        ) as ServiceRuleLine['input'];
        lines.push({ line: record.line, input });
      }
    }
  } catch (error) {
    if (error instanceof InvoiceFileError) throw refusedFile(error.message);
    throw error;
  }
  if (!positions) throw refusedFile('The file is empty: export the service map for its columns');
  if (lines.length === 0) throw refusedFile('The file holds no rule: the service map cannot be empty');
  return lines;
}

/** The key that tells rules apart: carrier, match and pattern in any case. */
export function ruleKey(rule: Pick<ServiceRuleFields, 'carrier' | 'match' | 'pattern'>): string {
  return `${rule.carrier}\u0000${rule.match}\u0000${rule.pattern.toLowerCase()}`;
}

/** Whether two rules say the same about the names they match. */
export function sameRule(a: ServiceRuleFields, b: ServiceRuleFields): boolean {
  return columns.every(([, field]) => a[field] === b[field]);
}

/** The 400 of a line whose rule is refused: the line, then the API's own message for the field. */
export function refusedLine(line: number, error: AppError): AppError {
  return refusedFile(`Line ${line}: ${error.message}`);
}
