/**
 * The printable close report of one drawer (PDF, pdfkit loaded on first use as the report exports
 * do): the clerk, opening and close, the float, every movement, the count by denomination, expected,
 * counted and the difference with its reason. Money as Q with two decimals, times dd/MM/yyyy HH:mm
 * in Guatemala.
 */
import { CASH_MOVEMENT_LABELS, differenceLabel, formatDateTime, formatGTQ } from '@gym/domain';
import type { CashMovementOut, CashSessionOut } from './service';

export const CASH_REPORT_TEXTS = {
  title: 'Cierre de caja',
  clerk: 'Colaborador',
  opened: 'Apertura',
  closed: 'Cierre',
  stillOpen: 'Caja abierta (sin cerrar)',
  automatic: 'abierta automáticamente al recibir efectivo',
  float: CASH_MOVEMENT_LABELS.opening_float,
  movements: 'Movimientos',
  noMovements: 'Sin movimientos',
  count: 'Conteo por denominación',
  expected: 'Esperado',
  counted: 'Contado',
  difference: 'Diferencia',
  reason: 'Motivo',
  cashIn: 'Entradas',
  cashOut: 'Salidas',
  generated: (when: string) => `Generado el ${when}`,
} as const;

export const cashReportFilename = (session: Pick<CashSessionOut, 'openedAt' | 'id'>) =>
  `cierre-caja-${session.openedAt.slice(0, 10)}-${session.id.slice(0, 8)}.pdf`;

export async function renderCloseReport(
  gymName: string,
  session: CashSessionOut,
  movements: CashMovementOut[],
  now: Date = new Date(),
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const T = CASH_REPORT_TEXTS;
  const pdf = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: `${T.title} ${session.clerkName}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, left, y, { width: width * 0.65 });
    const after = pdf.y;
    pdf.text(value, left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    pdf.y = Math.max(after, pdf.y);
  };

  pdf.font('Helvetica-Bold').fontSize(16).text(gymName, { width });
  pdf.fontSize(13).text(T.title, { width });
  pdf.moveDown(0.5);
  row(T.clerk, session.clerkName);
  row(T.opened, formatDateTime(session.openedAt) + (session.openedAutomatically ? ` (${T.automatic})` : ''));
  row(T.closed, session.closedAt ? formatDateTime(session.closedAt) : T.stillOpen);
  row(T.float, formatGTQ(session.openingFloat));
  row(T.cashIn, formatGTQ(session.cashIn));
  row(T.cashOut, formatGTQ(-session.cashOut));

  pdf.moveDown(0.8);
  pdf.font('Helvetica-Bold').fontSize(12).text(T.movements, left, pdf.y, { width });
  pdf.moveDown(0.3);
  if (movements.length === 0) pdf.font('Helvetica').fontSize(10).text(T.noMovements, { width });
  for (const m of movements)
    row(`${formatDateTime(m.createdAt)}  ${m.kindLabel}: ${m.description}`, formatGTQ(m.amount));

  if (session.counts) {
    pdf.moveDown(0.8);
    pdf.font('Helvetica-Bold').fontSize(12).text(T.count, left, pdf.y, { width });
    pdf.moveDown(0.3);
    for (const c of session.counts.filter((c) => c.pieces > 0)) row(`${c.label} x ${c.pieces}`, formatGTQ(c.total));
  }

  pdf.moveDown(0.8);
  row(T.expected, formatGTQ(session.expected), true);
  if (session.counted !== null) row(T.counted, formatGTQ(session.counted), true);
  if (session.difference !== null)
    row(T.difference, `${formatGTQ(session.difference)} (${differenceLabel(session.difference)})`, true);
  if (session.differenceReason) row(T.reason, session.differenceReason);

  pdf.moveDown(1.2);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(T.generated(formatDateTime(now)), left, pdf.y, { width });
  pdf.end();
  return done;
}
