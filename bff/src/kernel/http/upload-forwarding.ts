import { Transform } from 'node:stream';
import { HTTP_MESSAGES, STORED_FILE_HEADERS } from '@gym/domain';
import axios from 'axios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerFromRequest, createApiHttp, DEFAULT_API_TIMEOUT_MS, type ApiConnection } from './api-connection';
import { toGraphQLError } from './errors';

/** The multipart envelope around a file: boundaries, part headers and small fields. */
export const MULTIPART_ENVELOPE_BYTES = 512 * 1024;

export interface UploadLimits {
  /** Whole request body, file plus envelope. */
  bodyLimit: number;
  messages: { required: string; tooLarge: string };
  /** Rewrites the api's successful answer for the browser (e.g. api paths into bff paths). */
  present?: (body: unknown) => unknown;
  /** Request headers of the caller passed on to the api as they are (e.g. a guest's x-order-token). */
  forwardHeaders?: readonly string[];
  /** POST unless the api's route replaces a resource with PUT (e.g. a brand with a new logo). */
  method?: 'POST' | 'PUT';
  /** Overrides the connection's timeout (spec §7: an image upload waits up to TIMEOUTS.uploadMs). */
  timeoutMs?: number;
}

class BodyTooLargeError extends Error {}

export function envelopeError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message });
}

/**
 * Lets a plugin scope receive multipart bodies as raw streams, so uploads are streamed to the
 * api without buffering (GraphQL has no upload progress, so the browser posts files to plain
 * routes and watches XHR progress events).
 */
export function acceptRawMultipart(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));
}

/**
 * Streams the caller's multipart body to `apiPath` with its token and request id, refusing a
 * body over the limit (declared or counted) with 413, and answers the api's envelope and status.
 * The api judges the file itself (size, type by content, ownership).
 */
export async function forwardMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  connection: ApiConnection,
  apiPath: string,
  limits: UploadLimits,
) {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return envelopeError(reply, 422, limits.messages.required);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.bodyLimit) return envelopeError(reply, 413, limits.messages.tooLarge);

  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limits.bodyLimit ? new BodyTooLargeError() : null, chunk);
    },
  });
  const source = request.body as NodeJS.ReadableStream;
  source.on('error', (error) => limited.destroy(error));
  source.pipe(limited);

  const http = createApiHttp(
    limits.timeoutMs === undefined ? connection : { ...connection, timeoutMs: limits.timeoutMs },
    callerFromRequest(request),
  );
  const headers: Record<string, string> = { 'content-type': contentType };
  if (declared > 0) headers['content-length'] = String(declared);
  for (const name of limits.forwardHeaders ?? []) {
    const value = request.headers[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  try {
    const response = await http.request({
      method: limits.method ?? 'POST',
      url: apiPath,
      data: limited,
      headers,
      maxBodyLength: limits.bodyLimit,
      validateStatus: () => true,
    });
    if (response.status >= 500) return envelopeError(reply, response.status, HTTP_MESSAGES.serverError);
    const ok = response.status >= 200 && response.status < 300;
    return reply.code(response.status).send(ok && limits.present ? limits.present(response.data) : response.data);
  } catch (error) {
    if (seen > limits.bodyLimit) return envelopeError(reply, 413, limits.messages.tooLarge);
    const mapped = toGraphQLError(error);
    const status = typeof mapped.extensions.status === 'number' ? mapped.extensions.status : 502;
    return envelopeError(reply, status, mapped.message);
  }
}

/** What the browser may learn about a file from the api's answer, and what it may ask for. */
const FILE_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
];
const FILE_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range'];

/**
 * Streams a stored file from the api (`apiUrlPath` from the api's root: `/uploads/...` or an
 * authorized `/api/...` route), answering the api's status and file headers. With `withToken`
 * the caller's bearer travels too, so the api decides who may read it. With `body` the file is
 * asked for with a POST of that JSON (a file the api makes on demand, like a report export).
 * Every answer carries the stored-file headers (CSP sandbox, nosniff), set on the route so they
 * win over a site-wide policy.
 */
export async function forwardFile(
  request: FastifyRequest,
  reply: FastifyReply,
  connection: ApiConnection,
  apiUrlPath: string,
  { withToken, body }: { withToken: boolean; body?: unknown },
) {
  const caller = callerFromRequest(request);
  const headers: Record<string, string> = { 'x-request-id': caller.requestId };
  if (withToken && caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.traceparent) headers.traceparent = caller.traceparent;
  for (const name of FILE_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const response = await axios.request({
      method: body === undefined ? 'GET' : 'POST',
      url: `${connection.apiUrl.replace(/\/+$/, '')}${apiUrlPath}`,
      data: body,
      responseType: 'stream',
      validateStatus: () => true,
      timeout: connection.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
      headers,
    });
    reply.code(response.status);
    for (const name of FILE_RESPONSE_HEADERS) {
      const value: unknown = response.headers[name];
      if (typeof value === 'string' || typeof value === 'number') reply.header(name, value);
    }
    return reply.headers(STORED_FILE_HEADERS).send(response.data);
  } catch (error) {
    const mapped = toGraphQLError(error);
    const status = typeof mapped.extensions.status === 'number' ? mapped.extensions.status : 502;
    return envelopeError(reply, status, mapped.message);
  }
}
