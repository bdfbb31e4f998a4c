import { EXPORT_FORMATS, TIMEOUTS, type ExportFormat } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import { envelopeError, forwardFile } from '../../kernel/http/upload-forwarding';

/** Where the browser asks for a report's file: POST with `{ reportType, params }`. */
export const reportExportPath = (format: ExportFormat) => `/bff/reports/export/${format}`;

const isFormat = (value: string): value is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(value);

/**
 * POST /bff/reports/export/:format (pdf, excel, csv, json): the report's file made by the api
 * (which computes the figures and checks the admin's permission), streamed back with its
 * Content-Type and Content-Disposition (the spec's filename) and the caller's bearer forwarded.
 */
export function reportExportRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    scope.post<{ Params: { format: string } }>('/bff/reports/export/:format', async (request, reply) => {
      const { format } = request.params;
      if (!isFormat(format))
        return envelopeError(reply, 422, `El formato debe ser uno de: ${EXPORT_FORMATS.join(', ')}`);
      return forwardFile(
        request,
        reply,
        { ...connection, timeoutMs: TIMEOUTS.uploadMs },
        `/api/reports/export/${format}`,
        { withToken: true, body: request.body ?? {} },
      );
    });
  };
}
