import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The one file a route accepts: its multipart field, its size limit and the route's own messages. */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  messages: { required: string; tooLarge: string };
}

/**
 * Reads the request's one file within its limit, or throws: 422 `required` when there is no
 * non-empty file in `field`, 413 `tooLarge` when it is over the limit. Nothing is stored before
 * this returns, so a refused upload leaves no file behind.
 *
 * The size is judged only once the part has ended: busboy marks the stream `truncated` when a
 * byte past the limit arrives, and when that byte starts a new network chunk it pushes no data
 * after marking, so a check made per chunk (what `toBuffer()` does) misses it and returns the
 * file cut to the limit.
 */
export async function readUpload(request: FastifyRequest, spec: UploadSpec): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(422, spec.messages.required);
  const part = await request.file({ limits: { fileSize: spec.maxBytes, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw new AppError(422, spec.messages.required);
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the part's end even when it will be refused: the sender (often the bff, streaming)
  // then gets its answer on a connection it has finished writing to.
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    chunks.push(chunk);
  }
  if (part.fieldname !== spec.field) throw new AppError(422, spec.messages.required);
  if (part.file.truncated || size > spec.maxBytes) throw new AppError(413, spec.messages.tooLarge);
  if (size === 0) throw new AppError(422, spec.messages.required);
  return Buffer.concat(chunks, size);
}
