import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/session-testing';
import {
  FinancialReportDetailsDocument,
  FinancialReportDocument,
  PerformanceReportDocument,
  type FinancialReportDetailsQueryVariables,
  type FinancialReportQueryVariables,
} from './reports.generated';
import ReportsPage from './ReportsPage';

const line = (key: string, label: string, amount: number, count = 1) => ({
  __typename: 'ReportBreakdownLine',
  key,
  label,
  amount,
  count,
});
const source = (total: number, available = true, count = 0, breakdown: unknown[] = []) => ({
  __typename: 'ReportSource',
  total,
  count,
  available,
  breakdown,
});
const detail = (id: string, description: string, amount: number) => ({
  __typename: 'ReportDetailRow',
  id,
  date: '2026-03-05',
  reference: `R-${id}`,
  description,
  method: 'cash',
  type: 'membership',
  status: 'completed',
  amount,
});

function financial(margin: number, onlineAvailable: boolean) {
  return {
    data: {
      financialReport: {
        __typename: 'FinancialReport',
        period: 'month',
        startDate: '2026-02-23',
        endDate: '2026-03-23',
        totalIncome: 1000,
        netProfit: margin * 10,
        profitMargin: margin,
        paymentMethods: [line('Efectivo', 'Efectivo', 1000, 3)],
        memberships: source(800, true, 1, [line('membership', 'Membresía', 800)]),
        onlineOrders: source(0, onlineAvailable),
        localSales: source(200, true),
        expenses: source(1000 - margin * 10, true, 0, [line('rent', 'Alquiler/Renta', 1000 - margin * 10)]),
      },
    },
  };
}

/** The detail table's pages: the memberships source holds Ana's payment, a page of one. */
function detailsMock(asked: FinancialReportDetailsQueryVariables[]) {
  return {
    request: { query: FinancialReportDetailsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: FinancialReportDetailsQueryVariables) => {
      asked.push(variables);
      const rows = variables.source === 'memberships' ? [detail('m1', 'Membresía mensual de Ana', 800)] : [];
      return {
        data: {
          financialReportDetails: {
            __typename: 'ReportDetailPage',
            rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 25 },
          },
        },
      };
    },
  };
}

describe('the reports page', () => {
  it('shows the month by default with the figures, a good margin and the details; an unreadable source is labelled', async () => {
    const asked: FinancialReportQueryVariables[] = [];
    const pages: FinancialReportDetailsQueryVariables[] = [];
    renderWithSession(<ReportsPage />, {
      route: '/dashboard/reports',
      mocks: [
        detailsMock(pages),
        {
          request: { query: FinancialReportDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: FinancialReportQueryVariables) => {
            asked.push(variables);
            return variables.range?.period === 'year' ? financial(12.5, true) : financial(40, false);
          },
        },
      ],
    });
    expect(await screen.findByText('Del 23/02/2026 al 23/03/2026', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(asked[0]).toEqual({ range: { period: 'month' } });
    const income = screen.getByRole('group', { name: 'Ingresos' });
    expect(within(income).getByText('Q 1,000.00')).toBeInTheDocument();
    const margin = screen.getByRole('group', { name: 'Margen' });
    expect(within(margin).getByText('Margen saludable (30 % o más)')).toBeInTheDocument();
    expect(screen.getByText(/No disponible: no se pudo leer esta fuente: Ventas en línea/)).toBeInTheDocument();
    expect(await screen.findByText('Membresía mensual de Ana')).toBeInTheDocument();
    // The row's payment method in Spanish, never its key; the grid's own texts in Spanish too.
    const grid = screen.getByRole('grid', { name: 'Detalle: Membresías y pases diarios' });
    expect(within(grid).getByText('Efectivo')).toBeInTheDocument();
    // Its type and status in Spanish, never the stored keys.
    expect(within(grid).getByText('Membresía')).toBeInTheDocument();
    expect(within(grid).getByText('Completado')).toBeInTheDocument();
    expect(within(grid).queryByText('completed')).not.toBeInTheDocument();
    expect(within(grid).queryByText('cash')).not.toBeInTheDocument();
    expect(screen.getByText('Filas por página:')).toBeInTheDocument();
    expect(screen.getByText('1–1 de 1')).toBeInTheDocument();
    // The table asks for its first page of 25, never for every row of the period.
    expect(pages[0]).toEqual({ source: 'memberships', range: { period: 'month' }, page: 1, limit: 25 });

    fireEvent.click(screen.getByRole('button', { name: 'Este año' }));
    expect(await screen.findByText('Margen bajo (menos de 30 %)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ range: { period: 'year' } });
    expect(screen.queryByText(/No disponible: no se pudo leer/)).not.toBeInTheDocument();
  }, 30_000);

  it('sends custom dates once chosen', async () => {
    const asked: FinancialReportQueryVariables[] = [];
    renderWithSession(<ReportsPage />, {
      mocks: [
        detailsMock([]),
        {
          request: { query: FinancialReportDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: FinancialReportQueryVariables) => {
            asked.push(variables);
            return financial(40, true);
          },
        },
      ],
    });
    await screen.findByText('Del 23/02/2026 al 23/03/2026', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Personalizado' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ range: { period: 'month', startDate: '2026-01-01', endDate: '2026-01-31' } }),
    );
  }, 30_000);

  it('labels a performance figure that is the reference value because there is no data', async () => {
    renderWithSession(<ReportsPage />, {
      route: '/dashboard/reports?tab=performance',
      mocks: [
        detailsMock([]),
        {
          request: { query: PerformanceReportDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              performanceReport: {
                __typename: 'PerformanceReport',
                startDate: '2026-02-23',
                endDate: '2026-03-23',
                occupancyRate: 72,
                customerRetention: 90,
                customerSatisfaction: 4.5,
                kpis: [
                  {
                    __typename: 'PerformanceKpi',
                    name: 'Ocupación de horarios',
                    value: 72,
                    change: null,
                    trend: 'flat',
                    status: 'good',
                    unit: 'percent',
                    placeholder: true,
                  },
                  {
                    __typename: 'PerformanceKpi',
                    name: 'Satisfacción de clientes',
                    value: 4.5,
                    change: 12.5,
                    trend: 'up',
                    status: 'good',
                    unit: 'rating',
                    placeholder: false,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const occupancy = await screen.findByRole('group', { name: 'Ocupación de horarios' }, { timeout: 10_000 });
    expect(within(occupancy).getByText('Sin datos: valor de referencia')).toBeInTheDocument();
    const satisfaction = screen.getByRole('group', { name: 'Satisfacción de clientes' });
    expect(within(satisfaction).getByText('4.5 / 5')).toBeInTheDocument();
    expect(within(satisfaction).getByText('+12.5 % vs. periodo anterior')).toBeInTheDocument();
    expect(within(satisfaction).queryByText('Sin datos: valor de referencia')).not.toBeInTheDocument();
  });
});
