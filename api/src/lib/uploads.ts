import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { API_MESSAGES } from './messages';

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
  // A body cut short or without its boundary is answered 400 (readingForm), not 500.
  const file = await readingForm(async () => {
    const part = await request.file({ limits: { fileSize: spec.maxBytes, files: 1 }, throwFileSizeLimit: false });
    if (!part) return null;
    // Read to the part's end even when it will be refused: the sender (often the bff, streaming)
    // then gets its answer on a connection it has finished writing to.
    return { field: part.fieldname, ...(await readPart(part, spec.maxBytes)) };
  });
  if (!file || file.field !== spec.field) throw new AppError(422, spec.messages.required);
  if (file.tooLarge) throw new AppError(413, spec.messages.tooLarge);
  if (file.data.length === 0) throw new AppError(422, spec.messages.required);
  return file.data;
}

/**
 * Reads a multipart body; a body cut short or broken (the parser's own error, which carries no
 * code of its own) is the sender's fault: 400, never a 500. The plugin's limit errors (FST_*) keep
 * their own answers.
 */
async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw error;
    throw new AppError(400, API_MESSAGES.malformedMultipart);
  }
}

/** Several files of one field (e.g. `images`), at most `maxFiles`, each within `maxBytes`. */
export interface MultiUploadSpec extends UploadSpec {
  maxFiles: number;
  messages: UploadSpec['messages'] & { tooMany: string };
}

async function readPart(part: { file: AsyncIterable<Buffer> & { truncated: boolean } }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += chunk.length;
    chunks.push(chunk);
  }
  return { data: Buffer.concat(chunks, size), tooLarge: part.file.truncated || size > maxBytes };
}

/**
 * Reads every file part of `spec.field` (other parts are read and ignored), refusing the whole
 * request before anything is stored: 422 `required` with no non-empty file, 413 `tooLarge` when one
 * is over the limit, 422 `tooMany` past `maxFiles`.
 */
export async function readUploads(request: FastifyRequest, spec: MultiUploadSpec): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError(422, spec.messages.required);
  const files: Buffer[] = [];
  let tooLarge = false;
  let tooMany = false;
  const parts = request.files({
    limits: { fileSize: spec.maxBytes, files: spec.maxFiles + 1 },
    throwFileSizeLimit: false,
  });
  await readingForm(async () => {
    for await (const part of parts) {
      const read = await readPart(part, spec.maxBytes);
      if (part.fieldname !== spec.field || read.data.length === 0) continue;
      if (read.tooLarge) tooLarge = true;
      if (files.length >= spec.maxFiles) tooMany = true;
      else files.push(read.data);
    }
  });
  if (tooLarge) throw new AppError(413, spec.messages.tooLarge);
  if (tooMany) throw new AppError(422, spec.messages.tooMany);
  if (files.length === 0) throw new AppError(422, spec.messages.required);
  return files;
}

/** A multipart form: its text fields and, when sent, its one file of `spec.field`. */
export async function readForm(
  request: FastifyRequest,
  spec: UploadSpec,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let tooLarge = false;
  // The plugin reads throwFileSizeLimit from parts() too; its types only list busboy's options.
  const options = { limits: { fileSize: spec.maxBytes, files: 1, fields: 20 }, throwFileSizeLimit: false };
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
  await readingForm(async () => {
    for await (const part of parts) {
      if (part.type === 'file') {
        const read = await readPart(part, spec.maxBytes);
        if (part.fieldname !== spec.field || read.data.length === 0) continue;
        if (read.tooLarge) tooLarge = true;
        file = read.data;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  });
  if (tooLarge) throw new AppError(413, spec.messages.tooLarge);
  return { fields, file };
}
