import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument } from './csv';
import { exportCsv, type ReportExport } from './report-export';

const FORMULAS = ['=HYPERLINK("http://evil.example","Pagar")', '+1', '-2+3', '@SUM(A1:A3)'];

describe('the one CSV writer', () => {
  it('shows a text starting like a formula as text (a leading apostrophe), quoted when it needs it', () => {
    expect(FORMULAS.map((text) => csvCell(text))).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""Pagar"")"`,
      "'+1",
      "'-2+3",
      "'@SUM(A1:A3)",
    ]);
  });

  it('leaves a number a number, a negative one too, with the decimals asked for', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(-12.5, 2)).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });

  it('quotes a cell holding a comma, a semicolon, a quote or a line break', () => {
    expect(['a,b', 'a;b', 'dijo "no"', 'dos\nlíneas', 'simple'].map((text) => csvCell(text))).toEqual([
      '"a,b"',
      '"a;b"',
      '"dijo ""no"""',
      '"dos\nlíneas"',
      'simple',
    ]);
  });

  it('writes the payments desk history (rows of texts) with the BOM, CRLF and every formula neutralised', () => {
    // The payments desk (web payments-admin/csv.ts) hands its header and rows to csvDocument.
    const text = csvDocument([
      ['Cliente', 'Notas', 'Monto'],
      ...FORMULAS.map((formula) => [formula, formula, '250.00']),
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Cliente,Notas,Monto',
      `"'=HYPERLINK(""http://evil.example"",""Pagar"")","'=HYPERLINK(""http://evil.example"",""Pagar"")",250.00`,
      "'+1,'+1,250.00",
      "'-2+3,'-2+3,250.00",
      "'@SUM(A1:A3),'@SUM(A1:A3),250.00",
    ]);
  });

  it('is the reports export writer too: a table cell starting like a formula is neutralised there', () => {
    const doc: ReportExport = {
      type: 'users',
      title: 'Reporte',
      startDate: null,
      endDate: null,
      figures: [],
      notes: [],
      tables: [{ title: 'Detalle', columns: [{ header: 'Cliente', kind: 'text' }], rows: [['@SUM(A1:A3)'], ['-2+3']] }],
    };
    const lines = exportCsv(doc, '10/03/2026 09:00').slice(1).trimEnd().split('\r\n');
    expect(lines.slice(-2)).toEqual(["'@SUM(A1:A3)", "'-2+3"]);
  });
});
