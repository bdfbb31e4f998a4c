/**
 * The one CSV writer (RFC 4180, as a spreadsheet opens it): the reports' export and the payments
 * desk's history both write through it, so both carry the same guard against formula injection.
 */

/** The UTF-8 byte order mark: Excel reads a CSV's accents right only with it. */
export const CSV_BOM = '\uFEFF';

/** A cell's value: a text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

/** Texts a spreadsheet would run as a formula: `=`, `+`, `-` or `@` first. */
const FORMULA_START = /^[=+\-@]/;

/**
 * One cell. A text starting like a formula gets a leading apostrophe, so a spreadsheet shows it
 * instead of running it (a name such as `=HYPERLINK(...)` typed by anyone); a number is never a
 * formula, so a negative amount stays a number (with `decimals`: `-12.50`). A cell holding a
 * separator (`,` or, for a spreadsheet set to a European locale, `;`), a quote or a line break is
 * quoted.
 */
export function csvCell(value: CsvValue, decimals?: number): string {
  if (value === null) return '';
  if (typeof value === 'number') return decimals === undefined ? String(value) : value.toFixed(decimals);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines already written as CSV (cells joined by commas) as one document: BOM first, CRLF line ends. */
export function csvLines(lines: readonly string[]): string {
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Rows of cells as one CSV document: UTF-8 with a BOM, CRLF line ends, every cell through `csvCell`. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return csvLines(rows.map((row) => row.map((value) => csvCell(value)).join(',')));
}
