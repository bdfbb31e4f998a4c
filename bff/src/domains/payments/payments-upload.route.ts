import { Transform } from 'node:stream';
import { HTTP_MESSAGES, PAYMENT_MESSAGES, TRANSFER_PROOF_LIMITS } from '@gym/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callerFromRequest, createApiHttp, type ApiConnection } from '../../context';
import { toGraphQLError } from '../../errors';

/** 5 MB of proof plus the multipart envelope. */
export const TRANSFER_PROOF_BODY_LIMIT = TRANSFER_PROOF_LIMITS.maxBytes + 512 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class BodyTooLargeError extends Error {}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, message });

/**
 * POST /bff/payments/:id/transfer-proof (field `proof`): GraphQL has no upload progress, so the
 * member's browser posts the proof here (XHR progress events) and it is streamed to the api,
 * which checks ownership and judges the file by content. The answer is the api's envelope.
 */
export function transferProofUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
    scope.post<{ Params: { id: string } }>('/bff/payments/:id/transfer-proof', async (request, reply) => {
      if (!UUID.test(request.params.id)) return fail(reply, 404, PAYMENT_MESSAGES.notFound);
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('multipart/form-data')) return fail(reply, 422, PAYMENT_MESSAGES.proofRequired);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > TRANSFER_PROOF_BODY_LIMIT) return fail(reply, 413, PAYMENT_MESSAGES.proofTooLarge);

      let seen = 0;
      const limited = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          callback(seen > TRANSFER_PROOF_BODY_LIMIT ? new BodyTooLargeError() : null, chunk);
        },
      });
      const source = request.body as NodeJS.ReadableStream;
      source.on('error', (error) => limited.destroy(error));
      source.pipe(limited);

      const http = createApiHttp(connection, callerFromRequest(request));
      const headers: Record<string, string> = { 'content-type': contentType };
      if (declared > 0) headers['content-length'] = String(declared);
      try {
        const response = await http.post(`/payments/${request.params.id}/transfer-proof`, limited, {
          headers,
          maxBodyLength: TRANSFER_PROOF_BODY_LIMIT,
          validateStatus: () => true,
        });
        if (response.status >= 500) return fail(reply, response.status, HTTP_MESSAGES.serverError);
        return reply.code(response.status).send(response.data);
      } catch (error) {
        if (seen > TRANSFER_PROOF_BODY_LIMIT) return fail(reply, 413, PAYMENT_MESSAGES.proofTooLarge);
        const mapped = toGraphQLError(error);
        const status = typeof mapped.extensions.status === 'number' ? mapped.extensions.status : 502;
        return fail(reply, status, mapped.message);
      }
    });
  };
}
