import {
  businessDate,
  exportCsv,
  exportFilename,
  exportJson,
  formatDate,
  LOCALE,
  type ExportFormat,
} from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requirePermission } from '../../plugins/auth';
import { financialDetailCells } from '@gym/domain';
import { streamExcel, streamPdf, type TableRows } from './export.files';
import { exportContent, financialFileContent } from './export.service';
import { financialDetailPages } from './service';
import { exportBody, exportParams } from './schemas';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** When the file was made, as the reader reads it (dd/MM/yyyy HH:mm, Guatemala). */
function generatedAt(now: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: LOCALE.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(now);
  return `${formatDate(now)} ${time}`;
}

async function* single<T>(value: T): AsyncGenerator<T> {
  yield value;
}

async function* mapPages<T, U>(pages: AsyncIterable<T>, map: (page: T) => U): AsyncGenerator<U> {
  for await (const page of pages) yield map(page);
}

/** POST /reports/export/{pdf,excel,csv,json}: the report as a file (admin: view_reports and export_data). */
export async function reportExportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/export/:format',
    {
      onRequest: [app.authenticate, requirePermission('view_reports', 'export_data')],
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary:
          'Exporta un reporte (financial, users, memberships, performance) como PDF, Excel, CSV o JSON; las cifras se calculan en el servidor',
        params: exportParams,
        body: exportBody,
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const { reportType, params } = request.body;
      const now = new Date();
      const when = generatedAt(now);
      let file: Buffer | Readable;
      if (reportType === 'financial' && (format === 'pdf' || format === 'excel')) {
        // The figures are read before the reply starts (a failure is still a clean error); the
        // detail rows are read page by page while the file streams out.
        const { doc, range, brand } = await financialFileContent(app.db, { reportType, ...params }, format);
        const pages: TableRows = (table) =>
          table.source && table.rows.length === 0
            ? mapPages(financialDetailPages(app.db, table.source, range), (rows) =>
                rows.map((row) => financialDetailCells(table.source!, row)),
              )
            : single(table.rows);
        file = format === 'pdf' ? await streamPdf(doc, brand, when) : streamExcel(doc, brand, when, pages);
      } else {
        const { report, doc, brand } = await exportContent(app.db, currentUser(request), { reportType, ...params });
        file =
          format === 'pdf'
            ? await streamPdf(doc, brand, when)
            : format === 'excel'
              ? streamExcel(doc, brand, when)
              : format === 'csv'
                ? Buffer.from(exportCsv(doc, when), 'utf8')
                : Buffer.from(exportJson(doc, report, { gymName: brand.name, generatedAt: when }), 'utf8');
      }
      const filename = exportFilename(reportType, format, businessDate(now));
      return reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
}
