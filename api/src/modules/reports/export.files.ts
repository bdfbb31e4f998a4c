import {
  columnHeader,
  EXCEL_NUMBER_FORMATS,
  EXCEL_SHEETS,
  exportSheets,
  formatCell,
  REPORT_EXPORT_TEXTS as T,
  spreadsheetDate,
  type ExportCell,
  type ExportTable,
  type ReportExport,
} from '@gym/domain';
import type ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

// exceljs and pdfkit load on the first export (about 50 MB a server would otherwise hold from its
// start for a file staff ask for now and then).

/** The gym's brand as its configuration holds it: the files never carry a fixed name or colour. */
export interface ExportBrand {
  name: string;
  primaryColor: string;
  secondaryColor: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** A configured colour that is not #rrggbb (the editor accepts other CSS forms) is drawn in grey. */
const colour = (value: string) => (HEX.test(value) ? value : '#555555');
const argb = (value: string) => `FF${colour(value).slice(1).toUpperCase()}`;

/** Where a table's rows come from: its own rows, or pages read while the file is written. */
export type TableRows = (table: ExportTable) => AsyncIterable<ExportCell[][]>;

const ownRows: TableRows = async function* (table) {
  yield table.rows;
};

/**
 * The Excel workbook: the financial report's five sheets (staff spec §9), numbers as numbers, money
 * as quetzales. Written with exceljs's streaming writer, each row committed as it is written and
 * the zip piped to the returned stream: a year's detail rows, read in pages by `rows`, are never
 * all in memory at once.
 */
export function streamExcel(
  doc: ReportExport,
  brand: ExportBrand,
  generatedAt: string,
  rows: TableRows = ownRows,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = brand.name;
    workbook.title = doc.title;
    const names = exportSheets(doc);
    const sheets = new Map(
      names.map((name, i) => [
        name,
        workbook.addWorksheet(name, i === 0 ? {} : { views: [{ state: 'frozen', ySplit: 1 }] }),
      ]),
    );
    for (const sheet of sheets.values())
      sheet.columns = Array.from({ length: 8 }, (_, i) => ({ width: i === 0 ? 34 : 20 }));
    const summary = sheets.get(EXCEL_SHEETS[0])!;
    const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(brand.primaryColor) } };
    const add = (sheet: ExcelJS.Worksheet, values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
      const row = sheet.addRow(values);
      if (font) row.font = font;
      return row;
    };

    add(summary, [brand.name], { bold: true, size: 14, color: { argb: argb(brand.primaryColor) } }).commit();
    add(summary, [doc.title], { bold: true, size: 12 }).commit();
    if (doc.startDate && doc.endDate) add(summary, [T.period(doc.startDate, doc.endDate)]).commit();
    add(summary, [T.generated(generatedAt)]).commit();
    add(summary, []).commit();
    add(summary, [T.figures], { bold: true }).commit();
    for (const figure of doc.figures) {
      const row = add(summary, [figure.label, figure.value]);
      row.getCell(2).numFmt = EXCEL_NUMBER_FORMATS[figure.kind] ?? 'General';
      row.commit();
    }
    for (const note of doc.notes) add(summary, [note], { italic: true }).commit();

    // One style object per look, shared by every cell that has it: exceljs recognises a style
    // object it has seen and otherwise works each cell's style out again (most of a year's file's
    // time). A shared object is never changed afterwards (no `cell.numFmt =` or `row.font =` here).
    const styles = new Map<string, Partial<ExcelJS.Style>>();
    const styleOf = (numFmt: string | undefined, bold: boolean): Partial<ExcelJS.Style> => {
      const key = `${numFmt ?? ''}|${bold}`;
      let style = styles.get(key);
      if (!style) {
        style = { ...(numFmt ? { numFmt } : {}), ...(bold ? { font: { bold: true } } : {}) };
        styles.set(key, style);
      }
      return style;
    };
    const writeCells = (sheet: ExcelJS.Worksheet, table: ExportTable, cells: ExportCell[], bold = false) => {
      const row = sheet.addRow(cells.map((cell) => cell ?? ''));
      table.columns.forEach((column, i) => {
        const cell = row.getCell(i + 1);
        const value = cells[i];
        // A day is a real date cell (sortable, filterable), shown dd/mm/yyyy.
        const day = column.kind === 'date' && typeof value === 'string' ? spreadsheetDate(value) : null;
        if (day) cell.value = day;
        const numFmt = day
          ? EXCEL_NUMBER_FORMATS.date
          : typeof value === 'number'
            ? EXCEL_NUMBER_FORMATS[column.kind]
            : undefined;
        cell.style = styleOf(numFmt, bold);
      });
      row.commit();
    };

    // Sheet by sheet, in order: a streamed sheet is closed (committed) before the next is written.
    for (const name of names) {
      const sheet = sheets.get(name)!;
      for (const table of doc.tables.filter((t) => (t.sheet ?? EXCEL_SHEETS[0]) === name)) {
        if (sheet === summary) {
          add(sheet, []).commit();
          add(sheet, [table.title], { bold: true, color: { argb: argb(brand.primaryColor) } }).commit();
        }
        const header = sheet.addRow(table.columns.map(columnHeader));
        header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
        header.eachCell((cell) => (cell.fill = headerFill));
        header.commit();
        for await (const page of rows(table)) {
          for (const cells of page) writeCells(sheet, table, cells);
          // The reader is slower than the database: wait for it rather than pile the file up in memory.
          if (out.writableNeedDrain) await once(out, 'drain');
        }
        if (table.total) writeCells(sheet, table, table.total, true);
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

const PAGE_MARGIN = 40;
const ROW_HEIGHT = 16;

/**
 * The PDF (streamed): a band in the gym's primary colour with its name, the report's title and period, the
 * figures, the notes, then every table (the summary tables with bars, the charts' figures) with
 * its totals; long tables carry on over new pages with their headers repeated.
 */
export async function streamPdf(doc: ReportExport, brand: ExportBrand, generatedAt: string): Promise<Readable> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: { Title: `${doc.title} - ${brand.name}`, Author: brand.name },
  });
  const primary = colour(brand.primaryColor);
  const secondary = colour(brand.secondaryColor);
  const width = pdf.page.width - PAGE_MARGIN * 2;
  const bottom = () => pdf.page.height - PAGE_MARGIN;

  pdf.rect(0, 0, pdf.page.width, 78).fill(primary);
  pdf.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(18).text(brand.name, PAGE_MARGIN, 20, { width });
  pdf.font('Helvetica').fontSize(12).text(doc.title, PAGE_MARGIN, 46, { width });
  pdf.fillColor('#000000').fontSize(10);
  pdf.y = 92;
  if (doc.startDate && doc.endDate) pdf.text(T.period(doc.startDate, doc.endDate), PAGE_MARGIN);
  pdf.fillColor('#555555').text(T.generated(generatedAt), PAGE_MARGIN).fillColor('#000000');
  pdf.moveDown();

  // The figures, in boxes across the page.
  const boxWidth = width / doc.figures.length;
  const boxTop = pdf.y;
  doc.figures.forEach((figure, i) => {
    const x = PAGE_MARGIN + i * boxWidth;
    pdf
      .rect(x + 2, boxTop, boxWidth - 4, 44)
      .lineWidth(1)
      .stroke(secondary);
    pdf
      .fillColor('#555555')
      .font('Helvetica')
      .fontSize(8)
      .text(figure.label, x + 8, boxTop + 6, { width: boxWidth - 16 });
    pdf
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(formatCell(figure.kind, figure.value), x + 8, boxTop + 22, { width: boxWidth - 16 });
  });
  pdf.font('Helvetica').fontSize(9);
  pdf.y = boxTop + 54;
  for (const note of doc.notes) pdf.fillColor('#555555').text(note, PAGE_MARGIN, pdf.y, { width });
  pdf.fillColor('#000000');

  for (const table of doc.tables) drawTable(pdf, table, { primary, secondary, width, bottom });
  pdf.end();
  // pdfkit's document is a readable stream: the reply reads it as it is compressed.
  return pdf;
}

function drawTable(
  pdf: PDFKit.PDFDocument,
  table: ExportTable,
  look: { primary: string; secondary: string; width: number; bottom: () => number },
): void {
  const moneyColumn = table.columns.findIndex((column) => column.kind === 'money');
  // A summary table (not a source's detail list) gets a bar per row: the charts' figures on paper.
  const bars = !table.sheet || table.sheet === EXCEL_SHEETS[0] ? moneyColumn : -1;
  const barWidth = bars >= 0 ? 120 : 0;
  // Text wide, a day and money wide enough for dd/mm/yyyy and Q 12,345.67, other numbers narrow.
  const weights = table.columns.map((column) =>
    column.kind === 'text' ? 2 : column.kind === 'date' || column.kind === 'money' ? 1.5 : 1,
  );
  const unit = (look.width - barWidth) / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => w * unit);
  const maxAmount = bars >= 0 ? Math.max(0, ...table.rows.map((row) => Math.abs(Number(row[bars]) || 0))) : 0;

  const ensureRoom = (rows: number) => {
    if (pdf.y + rows * ROW_HEIGHT > look.bottom()) {
      pdf.addPage();
      return true;
    }
    return false;
  };
  const drawCells = (cells: string[], opts: { bold?: boolean; header?: boolean }) => {
    const y = pdf.y;
    if (opts.header) pdf.rect(PAGE_MARGIN, y - 2, look.width, ROW_HEIGHT).fill(look.primary);
    pdf
      .font(opts.bold || opts.header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(opts.header ? '#FFFFFF' : '#000000');
    let x = PAGE_MARGIN;
    cells.forEach((text, i) => {
      const numeric = table.columns[i]?.kind !== 'text' && table.columns[i]?.kind !== 'date';
      pdf.text(text, x + 3, y + 2, {
        width: widths[i]! - 6,
        height: ROW_HEIGHT - 2,
        ellipsis: true,
        lineBreak: false,
        align: numeric ? 'right' : 'left',
      });
      x += widths[i]!;
    });
    pdf.y = y + ROW_HEIGHT;
  };
  const header = () =>
    drawCells(
      table.columns.map((column) => column.header),
      { header: true },
    );

  pdf.moveDown(0.5);
  ensureRoom(4);
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(look.primary)
    .text(table.title, PAGE_MARGIN, pdf.y, { width: look.width });
  pdf.moveDown(0.3);
  header();
  const cellsOf = (row: ExportCell[]) => row.map((cell, i) => formatCell(table.columns[i]?.kind ?? 'text', cell));
  for (const row of table.rows) {
    if (ensureRoom(1)) header();
    const y = pdf.y;
    drawCells(cellsOf(row), {});
    if (bars >= 0 && maxAmount > 0) {
      const share = Math.abs(Number(row[bars]) || 0) / maxAmount;
      pdf
        .rect(PAGE_MARGIN + look.width - barWidth + 4, y + 3, Math.max(1, share * (barWidth - 8)), ROW_HEIGHT - 7)
        .fill(look.secondary);
    }
  }
  if (table.rows.length === 0) {
    pdf
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor('#555555')
      .text('Sin datos en este periodo', PAGE_MARGIN + 3, pdf.y + 2);
    pdf.moveDown(0.3);
  }
  if (table.total) {
    ensureRoom(1);
    pdf
      .moveTo(PAGE_MARGIN, pdf.y)
      .lineTo(PAGE_MARGIN + look.width, pdf.y)
      .lineWidth(0.5)
      .stroke(look.primary);
    drawCells(cellsOf(table.total), { bold: true });
  }
  pdf.fillColor('#000000');
}
