import { Transform } from 'node:stream';
import { CONTENT_IMAGE_KINDS, CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, HTTP_MESSAGES } from '@gym/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callerFromRequest, createApiHttp, type ApiConnection } from '../../context';
import { toGraphQLError } from '../../errors';

/** 3 MB of image plus the multipart envelope. */
export const CONTENT_IMAGE_BODY_LIMIT = CONTENT_IMAGE_MAX_BYTES + 512 * 1024;

class BodyTooLargeError extends Error {}

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ success: false, message });

/**
 * POST /bff/content/images?kind=logo|hero|service|testimonial: GraphQL has no upload progress,
 * so the admin screens post the image here (XHR progress events) and it is streamed to the api,
 * which judges it by content. The answer is the api's envelope with data.url.
 */
export function contentUploadRoute(connection: ApiConnection) {
  return async (scope: FastifyInstance) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
    scope.post<{ Querystring: { kind?: string } }>('/bff/content/images', async (request, reply) => {
      const kind = request.query.kind ?? '';
      if (!(CONTENT_IMAGE_KINDS as readonly string[]).includes(kind))
        return fail(reply, 422, 'Tipo de imagen inválido');
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('multipart/form-data')) return fail(reply, 422, CONTENT_MESSAGES.imageRequired);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > CONTENT_IMAGE_BODY_LIMIT) return fail(reply, 413, CONTENT_MESSAGES.imageTooLarge);

      let seen = 0;
      const limited = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          seen += chunk.length;
          callback(seen > CONTENT_IMAGE_BODY_LIMIT ? new BodyTooLargeError() : null, chunk);
        },
      });
      const source = request.body as NodeJS.ReadableStream;
      source.on('error', (error) => limited.destroy(error));
      source.pipe(limited);

      const http = createApiHttp(connection, callerFromRequest(request));
      const headers: Record<string, string> = { 'content-type': contentType };
      if (declared > 0) headers['content-length'] = String(declared);
      try {
        const response = await http.post(`/content/images?kind=${kind}`, limited, {
          headers,
          maxBodyLength: CONTENT_IMAGE_BODY_LIMIT,
          validateStatus: () => true,
        });
        if (response.status >= 500) return fail(reply, response.status, HTTP_MESSAGES.serverError);
        return reply.code(response.status).send(response.data);
      } catch (error) {
        if (seen > CONTENT_IMAGE_BODY_LIMIT) return fail(reply, 413, CONTENT_MESSAGES.imageTooLarge);
        const mapped = toGraphQLError(error);
        const status = typeof mapped.extensions.status === 'number' ? mapped.extensions.status : 502;
        return fail(reply, status, mapped.message);
      }
    });
  };
}
