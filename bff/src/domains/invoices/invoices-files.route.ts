import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import { forwardFile } from '../../kernel/http/upload-forwarding';

/** Where the browser fetches an invoice's PDF (with the bearer token). */
export const invoicePdfPath = (invoiceId: string) => `/bff/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** Where the browser fetches a month's invoices in Excel (staff, with the bearer token). */
export const invoiceExportPath = (month: string) => `/bff/invoices/export?month=${encodeURIComponent(month)}`;

/**
 * GET /bff/invoices/:id/pdf and GET /bff/invoices/export?month=YYYY-MM: the api's files streamed
 * back, the caller's bearer forwarded (the api decides who may read which).
 */
export function invoiceFilesRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    scope.get<{ Querystring: { month?: string } }>('/bff/invoices/export', async (request, reply) =>
      forwardFile(
        request,
        reply,
        connection,
        `/api/invoices/export?month=${encodeURIComponent(request.query.month ?? '')}`,
        { withToken: true },
      ),
    );
    scope.get<{ Params: { id: string } }>('/bff/invoices/:id/pdf', async (request, reply) =>
      forwardFile(request, reply, connection, `/api/invoices/${encodeURIComponent(request.params.id)}/pdf`, {
        withToken: true,
      }),
    );
  };
}
