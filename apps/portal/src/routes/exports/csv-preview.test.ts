import { describe, expect, it } from 'vitest';
import { previewCsv } from './csv-preview';

describe('previewCsv', () => {
  it('splits the header and the data rows, with CRLF or LF line ends', () => {
    for (const lineEnd of ['\r\n', '\n']) {
      const text = ['tracking_number,carrier,net', '1Z001,UPS,12.50', '7712,FEDEX,8.00', ''].join(lineEnd);
      expect(previewCsv(text, 15)).toEqual({
        header: ['tracking_number', 'carrier', 'net'],
        rows: [
          ['1Z001', 'UPS', '12.50'],
          ['7712', 'FEDEX', '8.00'],
        ],
        dataRowCount: 2,
      });
    }
  });

  it('reads quoted values holding commas, doubled quotes and line breaks', () => {
    const text = 'name,note\r\n"Smith, Jones","He said ""late"""\r\n"two\r\nlines",\r\n';
    expect(previewCsv(text, 15).rows).toEqual([
      ['Smith, Jones', 'He said "late"'],
      ['two\r\nlines', ''],
    ]);
  });

  it('keeps empty values at the start, middle and end of a row', () => {
    expect(previewCsv('a,b,c\n,,\n,x,\n', 15).rows).toEqual([
      ['', '', ''],
      ['', 'x', ''],
    ]);
  });

  it('shows the first rows asked for and counts every row of the text', () => {
    const lines = ['n'];
    for (let row = 1; row <= 40; row += 1) lines.push(row % 7 === 0 ? `"row\n${row}"` : String(row));
    const preview = previewCsv(lines.join('\n'), 15);
    expect(preview.rows).toHaveLength(15);
    expect(preview.rows[0]).toEqual(['1']);
    expect(preview.rows[6]).toEqual(['row\n7']);
    expect(preview.rows[14]).toEqual(['15']);
    expect(preview.dataRowCount).toBe(40);
  });

  it('finds no data rows in a header-only text, and nothing at all in an empty one', () => {
    expect(previewCsv('tracking_number,carrier\r\n', 15)).toEqual({
      header: ['tracking_number', 'carrier'],
      rows: [],
      dataRowCount: 0,
    });
    expect(previewCsv('', 15)).toEqual({ header: [], rows: [], dataRowCount: 0 });
    expect(previewCsv('\r\n', 15)).toEqual({ header: [], rows: [], dataRowCount: 0 });
  });

  it('ignores a byte order mark, a missing last line end and blank lines between rows', () => {
    expect(previewCsv('\ufeffa,b\n1,2\n\n3,4', 15)).toEqual({
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      dataRowCount: 2,
    });
  });

  it('keeps a spreadsheet guard quote and non-ASCII letters as they are', () => {
    expect(previewCsv("service,city\n'-Credit,Zürich\n", 15).rows).toEqual([["'-Credit", 'Zürich']]);
  });

  it('reads leniently what is not quite RFC 4180: text after a closing quote, an unclosed quote', () => {
    expect(previewCsv('a,b\n"x"y,z\n', 15).rows).toEqual([['xy', 'z']]);
    expect(previewCsv('a,b\n1,"open\n2,3\n', 15)).toEqual({
      header: ['a', 'b'],
      rows: [['1', 'open\n2,3\n']],
      dataRowCount: 1,
    });
  });
});
