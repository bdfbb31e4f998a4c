import { businessDate, CSV_BOM } from '@gym/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../test/session-testing';
import {
  FinancialReportDetailsDocument,
  FinancialReportDocument,
  FinancialReportForExportDocument,
} from '../reports.generated';
import ReportsPage from '../ReportsPage';

const line = (key: string, label: string, amount: number, count = 1) => ({
  __typename: 'ReportBreakdownLine',
  key,
  label,
  amount,
  count,
});
const source = (total: number, details: unknown[] = []) => ({
  __typename: 'ReportSource',
  total,
  count: details.length,
  available: true,
  breakdown: [],
  details,
});
const REPORT = {
  data: {
    financialReport: {
      __typename: 'FinancialReport',
      period: 'month',
      startDate: '2026-02-23',
      endDate: '2026-03-23',
      totalIncome: 1000,
      netProfit: 400,
      profitMargin: 40,
      paymentMethods: [line('Efectivo', 'Efectivo', 1000, 1)],
      memberships: source(1000, [
        {
          __typename: 'ReportDetailRow',
          id: 'm1',
          date: '2026-03-05',
          reference: 'Membresía',
          description: 'Membresía mensual de Begoña',
          method: 'cash',
          type: 'membership',
          status: 'completed',
          amount: 1000,
        },
      ]),
      onlineOrders: source(0),
      localSales: source(0),
      expenses: source(600),
    },
  },
};

/** A saved file's text, its byte order mark kept (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const saved: { name: string; blob: Blob }[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage() {
  renderWithSession(<ReportsPage />, {
    route: '/dashboard/reports',
    mocks: [
      // The screen's figures, its detail table's page, and every row for a file built here.
      ...[FinancialReportDocument, FinancialReportForExportDocument].map((query) => ({
        request: { query, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: REPORT,
      })),
      {
        request: { query: FinancialReportDetailsDocument, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: {
          data: {
            financialReportDetails: {
              __typename: 'ReportDetailPage',
              rows: REPORT.data.financialReport.memberships.details,
              pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 25 },
            },
          },
        },
      },
    ],
  });
}

async function exportAs(label: string) {
  await screen.findByText('Membresía mensual de Begoña', {}, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('the export menu of /dashboard/reports', () => {
  it("downloads the server's file under the name it gives, showing progress and then the name", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    await exportAs('Excel');
    expect(await screen.findByText('Generando archivo Excel…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/bff/reports/export/excel');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ reportType: 'financial', params: { period: 'month' } });
    answer(
      new Response(new Blob(['PK-bytes']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="reporte-financiero-2026-03-23.xlsx"' },
      }),
    );
    expect(await screen.findByText('Archivo descargado: reporte-financiero-2026-03-23.xlsx')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['reporte-financiero-2026-03-23.xlsx']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 30_000);

  it('builds the CSV in the browser when the server export fails', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false}', { status: 502 }));
    renderPage();
    await exportAs('CSV');
    const name = `reporte-financiero-${businessDate()}.csv`;
    expect(await screen.findByText(`Archivo descargado: ${name}`)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    const text = await readText(saved[0]!.blob);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain('Membresía mensual de Begoña');
    expect(text).toContain('Ganancia neta (Q),400.00');
    expect(text).toContain('05/03/2026,Membresía,Membresía mensual de Begoña,Membresía,Efectivo,Completado,1000.00');
  }, 30_000);

  it('saves an HTML page to print instead of the PDF when the server cannot be reached, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await exportAs('PDF');
    expect(
      await screen.findByText('Archivo HTML descargado. Usa "Imprimir" (Ctrl+P) para guardarlo como PDF'),
    ).toBeInTheDocument();
    expect(saved[0]!.name).toBe(`reporte-financiero-${businessDate()}.html`);
    const html = await readText(saved[0]!.blob);
    expect(html).toContain('lang="es-GT"');
    expect(html).toContain('Reporte financiero');
    expect(html).toContain('Q 1,000.00');
  }, 30_000);

  it("shows the server's refusal and builds nothing when the export is not allowed", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'No tienes permisos para esta acción' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderPage();
    await exportAs('JSON');
    expect(await screen.findByText('No tienes permisos para esta acción')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(0));
  }, 30_000);
});
