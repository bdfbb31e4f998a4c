/**
 * The invoice a person keeps (PDF, pdfkit and qrcode loaded on first use) and the month's list for
 * the accountant (Excel). The PDF of a certified document carries SAT's authorization number, the
 * series and number, the certifier, issuer, receiver, items with the VAT they include, the total
 * and a QR to SAT's verification page; a Comprobante says in large type that it is not a tax invoice.
 */
import { formatDateTime, formatGTQ, RECEIPT_NOTICE } from '@gym/domain';
import type { InvoiceView } from './service';

export const INVOICE_PDF_TEXTS = {
  authorization: 'Número de autorización',
  seriesNumber: 'Serie y número',
  certifiedAt: 'Fecha de certificación',
  issuedAt: 'Fecha de emisión',
  certifier: 'Certificador',
  issuer: 'Emisor',
  receiver: 'Receptor',
  nit: 'NIT',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio',
  discount: 'Desc.',
  lineTotal: 'Total',
  vat: 'IVA incluido',
  total: 'Total',
  pending: 'Factura pendiente de certificar: este documento aún no es válido ante SAT',
  voided: (reason: string | null) => `ANULADA${reason ? `: ${reason}` : ''}`,
  reference: 'Documento que corrige',
  verify: 'Verifica este documento en el portal de SAT',
} as const;

export const invoiceFilename = (invoice: Pick<InvoiceView, 'documentNumber' | 'id' | 'type'>) =>
  `${invoice.type === 'COMP' ? 'comprobante' : 'factura'}-${(invoice.documentNumber ?? invoice.id.slice(0, 8)).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;

export async function renderInvoicePdf(invoice: InvoiceView, gymName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const T = INVOICE_PDF_TEXTS;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: `${invoice.typeLabel} ${invoice.documentNumber ?? ''}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const pair = (label: string, value: string) => {
    pdf.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true, width });
    pdf.font('Helvetica').text(value, { width });
  };

  pdf
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(invoice.issuer?.commercialName ?? gymName, { width });
  if (invoice.issuer) {
    pdf.font('Helvetica').fontSize(9).text(invoice.issuer.legalName, { width });
    pdf.text(`${T.nit}: ${invoice.issuer.nit}`, { width });
  }
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(13).text(invoice.typeLabel, { width });
  if (!invoice.fiscal) pdf.fillColor('#b00020').fontSize(12).text(RECEIPT_NOTICE, { width }).fillColor('black');
  if (invoice.status === 'voided')
    pdf.fillColor('#b00020').fontSize(12).text(T.voided(invoice.voidReason), { width }).fillColor('black');
  if (invoice.fiscal && invoice.status !== 'certified' && invoice.status !== 'voided' && invoice.status !== 'voiding')
    pdf.fillColor('#b00020').fontSize(11).text(T.pending, { width }).fillColor('black');
  pdf.moveDown(0.5);
  if (invoice.documentNumber) pair(T.seriesNumber, invoice.documentNumber);
  if (invoice.authorization) pair(T.authorization, invoice.authorization);
  pair(T.issuedAt, formatDateTime(invoice.issuedAt));
  if (invoice.certifiedAt) pair(T.certifiedAt, formatDateTime(invoice.certifiedAt));
  if (invoice.certifier) pair(T.certifier, `${invoice.certifier.name} (${T.nit} ${invoice.certifier.nit})`);
  pdf.moveDown(0.5);
  pair(
    T.receiver,
    `${invoice.receiver.name} · ${invoice.receiver.idType === 'CF' ? 'CF' : `${invoice.receiver.idType} ${invoice.receiver.taxId}`}`,
  );
  pdf.moveDown(0.8);

  const columns = [
    { title: T.description, width: 0.4, align: 'left' as const },
    { title: T.quantity, width: 0.1, align: 'right' as const },
    { title: T.unitPrice, width: 0.15, align: 'right' as const },
    { title: T.vat, width: 0.15, align: 'right' as const },
    { title: T.lineTotal, width: 0.2, align: 'right' as const },
  ];
  const tableRow = (cells: string[], bold = false) => {
    const y = pdf.y;
    let x = left;
    let bottom = y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      pdf.text(cell, x, y, { width: width * column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += width * column.width;
    });
    pdf.x = left;
    pdf.y = bottom + 2;
  };
  tableRow(
    columns.map((c) => c.title),
    true,
  );
  for (const line of invoice.lines)
    tableRow([
      line.description,
      String(line.quantity),
      formatGTQ(line.unitPrice),
      formatGTQ(line.vat),
      formatGTQ(line.total),
    ]);
  pdf.moveDown(0.5);
  pair(T.vat, formatGTQ(invoice.vat));
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${T.total}: ${formatGTQ(invoice.total)}`, { width, align: 'right' });
  for (const phrase of invoice.phrases) pdf.font('Helvetica').fontSize(8).text(phrase, { width });

  if (invoice.verificationUrl) {
    const { default: QRCode } = await import('qrcode');
    const png = await QRCode.toBuffer(invoice.verificationUrl, { type: 'png', margin: 1, width: 160 });
    pdf.moveDown(1);
    const y = pdf.y;
    pdf.image(png, left, y, { width: 110 });
    pdf
      .font('Helvetica')
      .fontSize(8)
      .text(T.verify, left + 120, y + 40, { width: width - 120, link: invoice.verificationUrl });
  }
  pdf.end();
  return done;
}

export const EXPORT_COLUMNS = [
  'Fecha de emisión',
  'Tipo',
  'Estado',
  'Serie',
  'Número',
  'Autorización',
  'NIT receptor',
  'Nombre receptor',
  'Total',
  'IVA',
  'Documento que corrige / anula',
  'Motivo',
] as const;

export async function renderMonthExcel(month: string, rows: InvoiceView[], gymName: string): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = gymName;
  workbook.title = `Facturas ${month}`;
  const sheet = workbook.addWorksheet(`Facturas ${month}`);
  const header = sheet.addRow([...EXPORT_COLUMNS]);
  header.font = { bold: true };
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const reference = row.referenceInvoiceId ? byId.get(row.referenceInvoiceId) : undefined;
    const added = sheet.addRow([
      formatDateTime(row.issuedAt),
      row.typeLabel,
      row.statusLabel,
      row.series ?? '',
      row.type === 'COMP' ? (row.documentNumber ?? '') : (row.number ?? ''),
      row.authorization ?? '',
      row.receiver.taxId,
      row.receiver.name,
      row.total,
      row.vat,
      reference?.authorization ?? row.referenceInvoiceId ?? '',
      row.voidReason ?? '',
    ]);
    added.getCell(9).numFmt = '"Q"#,##0.00';
    added.getCell(10).numFmt = '"Q"#,##0.00';
  }
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
