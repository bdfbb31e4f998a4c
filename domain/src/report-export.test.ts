import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import {
  EXCEL_NUMBER_FORMATS,
  exportCsv,
  exportSheets,
  financialExport,
  formatCell,
  membershipsExport,
  spreadsheetDate,
} from './report-export';
import {
  composeFinancialReport,
  EXCEL_SHEETS,
  exportFilename,
  GOOD_MARGIN_PERCENT,
  mergePaymentMethods,
  profitMargin,
  reportLabel,
  type ReadReportSource,
} from './reports';

const source = (
  total: number,
  details: number[] = [],
  methods: [string, number][] = [],
  keys: { type: string | null; status: string } = { type: 'membership', status: 'completed' },
): ReadReportSource => ({
  total,
  count: details.length,
  breakdown: [],
  details: details.map((amount, i) => ({
    id: String(i),
    date: '2026-03-05',
    reference: `R-${i}`,
    description: 'Pago, "especial"',
    method: 'cash',
    ...keys,
    amount,
  })),
  paymentMethods: methods.map(([label, amount]) => ({ key: label, label, amount, count: 1 })),
  available: true,
});

describe('export filenames and sheets (staff spec §9)', () => {
  it('names files reporte-{type in Spanish}-{date} with the format extension', () => {
    expect(exportFilename('financial', 'pdf', '2026-03-10')).toBe('reporte-financiero-2026-03-10.pdf');
    expect(exportFilename('users', 'excel', '2026-03-10')).toBe('reporte-usuarios-2026-03-10.xlsx');
    expect(exportFilename('memberships', 'csv', '2026-03-10')).toBe('reporte-membresias-2026-03-10.csv');
    expect(exportFilename('performance', 'json', '2026-03-10')).toBe('reporte-desempeno-2026-03-10.json');
    expect(exportFilename('financial', 'html', '2026-03-10')).toBe('reporte-financiero-2026-03-10.html');
  });

  it("reads keys through the gym's labels, an unknown key as it is", () => {
    expect(reportLabel('paymentMethod', 'transfer')).toBe('Transferencia');
    expect(reportLabel('storePaymentMethod', 'cash_on_delivery')).toBe('Pago contra entrega');
    expect(reportLabel('paymentType', 'membership')).toBe('Membresía');
    expect(reportLabel('paymentStatus', 'completed')).toBe('Completado');
    expect(reportLabel('paymentMethod', 'cheque')).toBe('cheque');
    expect(reportLabel('paymentMethod', 'constructor')).toBe('constructor');
    expect(reportLabel('paymentMethod', null)).toBe('');
  });

  it('names the five Excel sheets in order', () => {
    expect(EXCEL_SHEETS).toEqual(['Resumen', 'Membresías', 'Ventas Online', 'Ventas Locales', 'Gastos']);
  });
});

describe('margin rule (staff spec §8, §9)', () => {
  it('is profit / income x 100 to two decimals, 0 without income; 30 or more is good', () => {
    expect(profitMargin(742.9, 282.75)).toBe(38.06);
    expect(profitMargin(0, -50)).toBe(0);
    expect(profitMargin(100, -20)).toBe(-20);
    expect(GOOD_MARGIN_PERCENT).toBe(30);
  });
});

describe('composeFinancialReport', () => {
  it('adds the three income sources, subtracts expenses to the cent and merges payment methods', () => {
    const report = composeFinancialReport(
      'month',
      { startDate: '2026-03-01', endDate: '2026-03-31' },
      {
        memberships: source(0.1, [0.1], [['Efectivo', 0.1]]),
        onlineOrders: source(0.2, [0.2], [['Tarjeta', 0.2]]),
        localSales: source(100.35, [100.35], [['Efectivo', 100.35]]),
        expenses: source(70.3, [70.3]),
      },
    );
    expect(report.totalIncome).toBe(100.65);
    expect(report.netProfit).toBe(30.35);
    expect(report.profitMargin).toBe(30.15);
    expect(report.paymentMethods).toEqual([
      { key: 'Efectivo', label: 'Efectivo', amount: 100.45, count: 2 },
      { key: 'Tarjeta', label: 'Tarjeta', amount: 0.2, count: 1 },
    ]);
    expect(mergePaymentMethods([])).toEqual([]);
  });
});

describe('report export layout', () => {
  const report = composeFinancialReport(
    'month',
    { startDate: '2026-03-01', endDate: '2026-03-31' },
    {
      memberships: source(300, [300]),
      onlineOrders: { ...source(0), available: false },
      localSales: source(45.25, [45.25], [], { type: null, status: 'completed' }),
      expenses: source(400, [400], [], { type: 'rent', status: 'paid' }),
    },
  );
  const doc = financialExport(report);

  it('fills the five sheets, says the margin is low and names the unavailable source', () => {
    expect(exportSheets(doc)).toEqual([...EXCEL_SHEETS]);
    expect(doc.figures.map((f) => [f.label, f.value])).toEqual([
      ['Ingresos totales', 345.25],
      ['Gastos', 400],
      ['Ganancia neta', -54.75],
      ['Margen', -15.86],
    ]);
    expect(doc.notes[0]).toContain('Margen bajo');
    expect(doc.notes[1]).toContain('Ventas en línea');
    const spent = doc.tables.find((table) => table.sheet === 'Gastos')!;
    expect(spent.total).toEqual(['Total', null, null, null, null, null, 400]);
    expect(
      exportSheets(
        membershipsExport({
          totalMemberships: 0,
          activeMemberships: 0,
          expiredMemberships: 0,
          expiringSoon: 0,
          renewalRate: 0,
          byPlan: [],
        }),
      ),
    ).toEqual(['Resumen']);
  });

  it('writes CSV with a BOM, CRLF, quoted fields, plain money and dd/MM/yyyy days', () => {
    const csv = exportCsv(doc, '10/03/2026 09:00');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Reporte financiero');
    expect(lines[1]).toBe('Periodo: del 01/03/2026 al 31/03/2026');
    expect(lines).toContain('Ganancia neta (Q),-54.75');
    expect(lines).toContain('05/03/2026,R-0,"Pago, ""especial""",Alquiler/Renta,Efectivo,Pagado,400.00');
    expect(lines).toContain('05/03/2026,R-0,"Pago, ""especial""",Membresía,Efectivo,Completado,300.00');
    expect(lines).toContain('05/03/2026,R-0,"Pago, ""especial""",,Efectivo,Completada,45.25');
    expect(lines).toContain('Fecha,Referencia,Descripción,Tipo,Método,Estado,Monto (Q)');
    expect(lines).toContain('Gastos por categoría');
  });

  it('shows payment types, methods and statuses in Spanish, never their keys', () => {
    const withOrder = financialExport({
      ...report,
      onlineOrders: {
        ...source(112.1, [112.1]),
        details: [{ ...source(0, [112.1]).details[0]!, type: 'store_transfer', method: 'transfer' }],
      },
      expenses: { ...report.expenses, details: [{ ...report.expenses.details[0]!, method: null }] },
    });
    const column = (title: string, n: number) =>
      withOrder.tables.find((table) => table.title === title)!.rows.map((row) => row[n]);
    expect(column('Membresías y pases diarios', 3)).toEqual(['Membresía']);
    expect(column('Membresías y pases diarios', 4)).toEqual(['Efectivo']);
    expect(column('Membresías y pases diarios', 5)).toEqual(['Completado']);
    expect(column('Ventas en línea', 3)).toEqual(['Tienda: transferencia']);
    expect(column('Ventas en línea', 4)).toEqual(['Transferencia']);
    expect(column('Gastos', 3)).toEqual(['Alquiler/Renta']);
    expect(column('Gastos', 4)).toEqual([null]);
    expect(column('Gastos', 5)).toEqual(['Pagado']);
    expect(reportLabel('expenseStatus', 'approved')).toBe('Aprobado');
    expect(reportLabel('localSaleStatus', 'cancelled')).toBe('Cancelada');
  });

  it('gives a spreadsheet the calendar day itself, at midnight UTC, read dd/mm/yyyy', () => {
    expect(spreadsheetDate('2026-03-05')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(spreadsheetDate('2026-02-30')).toBeNull();
    expect(EXCEL_NUMBER_FORMATS.date).toBe('dd/mm/yyyy');
  });

  it('formats cells as a person reads them', () => {
    expect(formatCell('money', 1234.5)).toBe('Q 1,234.50');
    expect(formatCell('percent', 38.06)).toBe('38.06 %');
    expect(formatCell('date', '2026-03-05')).toBe('05/03/2026');
    expect(formatCell('count', null)).toBe('');
  });
});
