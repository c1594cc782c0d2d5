import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['=SUM(A1:A3)', "'=SUM(A1:A3)"],
    ['+1 (555) 010', "'+1 (555) 010"],
    ['-cmd', "'-cmd"],
    ['@import', "'@import"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', '"\'\rReturn"'],
  ])('neutralises the formula-leading text %j as %j', (cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  it('quotes a field with a comma, quote or line break and doubles its quotes', () => {
    expect(csvField('Fuel, surcharge')).toBe('"Fuel, surcharge"');
    expect(csvField('12" box')).toBe('"12"" box"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });

  it('writes numbers as numbers, negative ones included, and a missing figure as an empty field', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(1234.56)).toBe('1234.56');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('leaves plain text alone', () => {
    expect(csvField('Ground')).toBe('Ground');
    expect(csvField('')).toBe('');
  });
});

describe('toCsv', () => {
  it('writes the header and the rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Zone', 'Net spend'],
        [
          ['2', 1200.5],
          ['3', null],
        ],
      ),
    ).toBe('Zone,Net spend\r\n2,1200.5\r\n3,\r\n');
  });
});

describe('csvFileName', () => {
  it('makes a file name from the title', () => {
    expect(csvFileName('Net spend by zone')).toBe('net-spend-by-zone.csv');
    expect(csvFileName('Top 10 services — net $')).toBe('top-10-services-net.csv');
    expect(csvFileName('Curaçao')).toBe('curacao.csv');
    expect(csvFileName('%%%')).toBe('chart.csv');
  });
});
