import { CSV_BOM } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { allPages, paymentsCsv, type CsvPayment } from './csv';

const pay = (id: string, overrides: Partial<CsvPayment> = {}): CsvPayment => ({
  id,
  amount: 250,
  method: 'transfer',
  status: 'completed',
  paymentType: 'membership',
  concept: 'Membresía Mensual',
  paymentDate: '2026-11-20T16:30:00.000Z',
  notes: null,
  reason: null,
  user: { firstName: 'María', lastName: 'López', email: 'maria@demo' },
  ...overrides,
});

describe('the history CSV', () => {
  it('starts with the BOM and a Spanish header, one row per payment, quoted where needed', () => {
    const text = paymentsCsv([
      pay('a'),
      pay('b', { status: 'failed', method: 'cash', reason: 'Monto "incorrecto", revisar', user: null, amount: 25.5 }),
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Fecha,Cliente,Correo,Concepto,Tipo,Método,Estado,Monto,Motivo,Notas,Id');
    expect(lines[1]).toBe(
      '20/11/2026 10:30,María López,maria@demo,Membresía Mensual,Membresía,Transferencia,Completado,250.00,,,a',
    );
    expect(lines[2]).toBe(
      '20/11/2026 10:30,Sin cliente,,Membresía Mensual,Membresía,Efectivo,Fallido,25.50,"Monto ""incorrecto"", revisar",,b',
    );
    expect(lines).toHaveLength(3);
  });

  it('shows a cell starting like a formula as text, never as a formula to run', () => {
    const text = paymentsCsv([
      pay('c', {
        concept: '@SUM(A1:A3)',
        reason: '-2+3',
        notes: '+1',
        user: { firstName: '=HYPERLINK("http://evil.example"', lastName: '"Pagar")', email: 'x@demo' },
      }),
    ]);
    const row = text.slice(1).trimEnd().split('\r\n')[1];
    expect(row).toBe(
      `20/11/2026 10:30,"'=HYPERLINK(""http://evil.example"" ""Pagar"")",x@demo,'@SUM(A1:A3),Membresía,Transferencia,Completado,250.00,'-2+3,'+1,c`,
    );
  });

  it('reads every page of the filter', async () => {
    const asked: number[] = [];
    const rows = await allPages(async (page, limit) => {
      asked.push(page);
      const count = page < 3 ? limit : 7;
      return {
        payments: Array.from({ length: count }, (_, i) => pay(`${page}-${i}`)),
        pagination: { page, pages: 3 },
      };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toHaveLength(207);
  });
});
