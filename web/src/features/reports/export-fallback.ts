import {
  columnHeader,
  EXCEL_NUMBER_FORMATS,
  EXCEL_SHEETS,
  escapeHtml,
  exportCsv,
  exportFilename,
  exportJson,
  exportSheets,
  formatCell,
  REPORT_EXPORT_TEXTS,
  reportExport,
  spreadsheetDate,
  type AnyReport,
  type ExportFormat,
  type ReportExport,
} from '@gym/domain';

/**
 * The spec's browser fallback (staff spec §4, §8): used only when the server's export failed.
 * The file is built here from the report the page already shows (the figures the server
 * computed), with the same layout as the server's files: CSV and JSON alike, Excel with the same
 * sheets, and instead of a PDF an HTML page to print.
 */
export interface FallbackFile {
  blob: Blob;
  filename: string;
  /** What the person must be told (the HTML that stands in for the PDF). */
  notice: string | null;
}

export interface FallbackBrand {
  name: string;
  primaryColor: string;
}

const safeColour = (value: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : '#333333');

/** The financial report as a printable HTML page (es-GT); other reports get the spec's "not implemented" page. */
export function reportHtml(doc: ReportExport, brand: FallbackBrand, generatedAt: string): string {
  const head = (title: string) =>
    `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:sans-serif;margin:24px}h1{color:${safeColour(brand.primaryColor)}}` +
    `table{border-collapse:collapse;margin:8px 0 20px;width:100%}th,td{border:1px solid #ccc;padding:4px 6px;font-size:12px}` +
    `th{background:${safeColour(brand.primaryColor)};color:#fff;text-align:left}td.n{text-align:right}</style></head><body>`;
  if (doc.type !== 'financial')
    return `${head(REPORT_EXPORT_TEXTS.htmlNotImplemented)}<h1>${REPORT_EXPORT_TEXTS.htmlNotImplemented}</h1></body></html>`;
  const parts = [head(`${doc.title} - ${brand.name}`), `<h1>${escapeHtml(brand.name)}</h1><h2>${doc.title}</h2>`];
  if (doc.startDate && doc.endDate) parts.push(`<p>${REPORT_EXPORT_TEXTS.period(doc.startDate, doc.endDate)}</p>`);
  parts.push(`<p>${escapeHtml(REPORT_EXPORT_TEXTS.generated(generatedAt))}</p><table><tbody>`);
  for (const figure of doc.figures)
    parts.push(
      `<tr><th>${escapeHtml(figure.label)}</th><td class="n">${formatCell(figure.kind, figure.value)}</td></tr>`,
    );
  parts.push('</tbody></table>');
  for (const note of doc.notes) parts.push(`<p><em>${escapeHtml(note)}</em></p>`);
  for (const table of doc.tables) {
    const numeric = table.columns.map((c) => c.kind !== 'text' && c.kind !== 'date');
    const row = (cells: (string | number | null)[], tag: 'td' | 'th') =>
      `<tr>${cells
        .map((cell, i) => {
          const text = escapeHtml(formatCell(table.columns[i]?.kind ?? 'text', cell));
          return `<${tag}${numeric[i] ? ' class="n"' : ''}>${text}</${tag}>`;
        })
        .join('')}</tr>`;
    parts.push(`<h3>${escapeHtml(table.title)}</h3><table><thead><tr>`);
    parts.push(table.columns.map((c) => `<th>${escapeHtml(c.header)}</th>`).join(''), '</tr></thead><tbody>');
    for (const cells of table.rows) parts.push(row(cells, 'td'));
    if (table.total) parts.push(row(table.total, 'th'));
    parts.push('</tbody></table>');
  }
  parts.push('</body></html>');
  return parts.join('');
}

/** The workbook with the same sheets as the server's (exceljs, loaded only when this fallback runs). */
async function reportWorkbook(doc: ReportExport, brand: FallbackBrand, generatedAt: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheets = new Map(exportSheets(doc).map((name) => [name, workbook.addWorksheet(name)]));
  const summary = sheets.get(EXCEL_SHEETS[0])!;
  summary.addRow([brand.name]).font = { bold: true };
  summary.addRow([doc.title]);
  if (doc.startDate && doc.endDate) summary.addRow([REPORT_EXPORT_TEXTS.period(doc.startDate, doc.endDate)]);
  summary.addRow([REPORT_EXPORT_TEXTS.generated(generatedAt)]);
  for (const figure of doc.figures)
    summary.addRow([figure.label, figure.value]).getCell(2).numFmt = EXCEL_NUMBER_FORMATS[figure.kind] ?? 'General';
  for (const table of doc.tables) {
    const sheet = sheets.get(table.sheet ?? EXCEL_SHEETS[0]) ?? summary;
    if (sheet === summary) {
      sheet.addRow([]);
      sheet.addRow([table.title]).font = { bold: true };
    }
    sheet.addRow(table.columns.map(columnHeader)).font = { bold: true };
    for (const cells of [...table.rows, ...(table.total ? [table.total] : [])]) {
      // A day is a real date cell shown dd/mm/yyyy (the same as the server's workbook).
      const dayOf = (cell: (typeof cells)[number], i: number) =>
        table.columns[i]?.kind === 'date' && typeof cell === 'string' ? spreadsheetDate(cell) : null;
      const row = sheet.addRow(cells.map((cell, i) => dayOf(cell, i) ?? cell ?? ''));
      table.columns.forEach((column, i) => {
        const format = EXCEL_NUMBER_FORMATS[column.kind];
        const cell = cells[i];
        if (format && (typeof cell === 'number' || dayOf(cell ?? null, i))) row.getCell(i + 1).numFmt = format;
      });
    }
  }
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Builds the file of `format` in the browser from the report on screen. */
export async function buildFallbackFile(
  format: ExportFormat,
  input: AnyReport,
  brand: FallbackBrand,
  today: string,
  generatedAt: string,
): Promise<FallbackFile> {
  const doc = reportExport(input);
  switch (format) {
    case 'csv':
      return {
        blob: new Blob([exportCsv(doc, generatedAt)], { type: 'text/csv;charset=utf-8' }),
        filename: exportFilename(input.type, 'csv', today),
        notice: null,
      };
    case 'json':
      return {
        blob: new Blob([exportJson(doc, input.report, { gymName: brand.name, generatedAt })], {
          type: 'application/json',
        }),
        filename: exportFilename(input.type, 'json', today),
        notice: null,
      };
    case 'pdf':
      return {
        blob: new Blob([reportHtml(doc, brand, generatedAt)], { type: 'text/html;charset=utf-8' }),
        filename: exportFilename(input.type, 'html', today),
        notice: REPORT_EXPORT_TEXTS.htmlFallbackSaved,
      };
    case 'excel':
      return {
        blob: await reportWorkbook(doc, brand, generatedAt),
        filename: exportFilename(input.type, 'excel', today),
        notice: null,
      };
  }
}
