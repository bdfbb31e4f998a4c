import type { FastifyInstance } from 'fastify';
import type { ApiConnection } from '../../kernel/http/api-connection';
import { forwardFile } from '../../kernel/http/upload-forwarding';

/** Where the browser fetches a drawer's printable close report (with the bearer token). */
export const cashReportPath = (sessionId: string) => `/bff/cash-sessions/${encodeURIComponent(sessionId)}/report.pdf`;

/** GET /bff/cash-sessions/:id/report.pdf: the api's PDF streamed back, the caller's bearer forwarded. */
export function cashReportRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    scope.get<{ Params: { id: string } }>('/bff/cash-sessions/:id/report.pdf', async (request, reply) =>
      forwardFile(
        request,
        reply,
        connection,
        `/api/cash-sessions/${encodeURIComponent(request.params.id)}/report.pdf`,
        {
          withToken: true,
        },
      ),
    );
  };
}
