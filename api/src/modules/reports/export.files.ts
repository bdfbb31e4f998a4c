import {
  columnHeader,
  EXCEL_NUMBER_FORMATS,
  EXCEL_SHEETS,
  exportSheets,
  formatCell,
  REPORT_EXPORT_TEXTS as T,
  type ExportCell,
  type ExportTable,
  type ReportExport,
} from '@gym/domain';
import type ExcelJS from 'exceljs';

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

/** The Excel workbook: the financial report's five sheets (staff spec §9), numbers as numbers, money as quetzales. */
export async function renderExcel(doc: ReportExport, brand: ExportBrand, generatedAt: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = brand.name;
  workbook.title = doc.title;
  const sheets = new Map(exportSheets(doc).map((name) => [name, workbook.addWorksheet(name)]));
  const summary = sheets.get(EXCEL_SHEETS[0])!;
  const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(brand.primaryColor) } };

  summary.addRow([brand.name]).font = { bold: true, size: 14, color: { argb: argb(brand.primaryColor) } };
  summary.addRow([doc.title]).font = { bold: true, size: 12 };
  if (doc.startDate && doc.endDate) summary.addRow([T.period(doc.startDate, doc.endDate)]);
  summary.addRow([T.generated(generatedAt)]);
  summary.addRow([]);
  summary.addRow([T.figures]).font = { bold: true };
  for (const figure of doc.figures) {
    const row = summary.addRow([figure.label, figure.value]);
    row.getCell(2).numFmt = EXCEL_NUMBER_FORMATS[figure.kind] ?? 'General';
  }
  for (const note of doc.notes) summary.addRow([note]).font = { italic: true };

  const writeTable = (sheet: ExcelJS.Worksheet, table: ExportTable, titled: boolean) => {
    if (titled) {
      sheet.addRow([]);
      sheet.addRow([table.title]).font = { bold: true, color: { argb: argb(brand.primaryColor) } };
    }
    const header = sheet.addRow(table.columns.map(columnHeader));
    header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    header.eachCell((cell) => (cell.fill = headerFill));
    const write = (cells: ExportCell[], bold = false) => {
      const row = sheet.addRow(cells.map((cell) => cell ?? ''));
      table.columns.forEach((column, i) => {
        const cell = row.getCell(i + 1);
        const format = EXCEL_NUMBER_FORMATS[column.kind];
        if (typeof cells[i] === 'number' && format) cell.numFmt = format;
        if (column.kind === 'date' && typeof cells[i] === 'string') cell.value = formatCell('date', cells[i]!);
      });
      if (bold) row.font = { bold: true };
    };
    for (const row of table.rows) write(row);
    if (table.total) write(table.total, true);
  };

  for (const table of doc.tables) {
    const sheet = sheets.get(table.sheet ?? EXCEL_SHEETS[0]) ?? summary;
    writeTable(sheet, table, sheet === summary);
  }
  for (const sheet of sheets.values()) {
    sheet.columns.forEach((column) => (column.width = column.number === 1 ? 34 : 20));
    if (sheet !== summary) sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const PAGE_MARGIN = 40;
const ROW_HEIGHT = 16;

/**
 * The PDF: a band in the gym's primary colour with its name, the report's title and period, the
 * figures, the notes, then every table (the summary tables with bars, the charts' figures) with
 * its totals; long tables carry on over new pages with their headers repeated.
 */
export async function renderPdf(doc: ReportExport, brand: ExportBrand, generatedAt: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: PAGE_MARGIN,
    info: { Title: `${doc.title} - ${brand.name}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
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
  return done;
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
  const weights = table.columns.map((column) => (column.kind === 'text' ? 2 : 1));
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
