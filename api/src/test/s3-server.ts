/**
 * A small S3-compatible server on loopback (node:http), so storage tests speak the real protocol
 * through the real SDK (@aws-sdk/client-s3, path-style addresses): CreateBucket, HeadBucket,
 * PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2, with S3's XML errors. Every
 * request must be signed (AWS Signature V4) with the server's access key; the signature itself
 * is not recomputed. Objects live in memory; a test may read `objects` to see what was stored.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface LocalS3Server {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket -> key -> object. */
  buckets: Map<string, Map<string, S3Object>>;
  /** Requests received, as `METHOD /path` (tests check the api went to the bucket). */
  requests: string[];
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function sendXml(res: ServerResponse, status: number, xml: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function sendError(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string): void {
  if (req.method === 'HEAD') {
    res.writeHead(status);
    res.end();
    return;
  }
  sendXml(res, status, `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The payload of an `aws-chunked` body (size;chunk-signature=...\r\ndata\r\n ... 0\r\n trailers). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startLocalS3Server(options: { buckets?: string[] } = {}): Promise<LocalS3Server> {
  const accessKeyId = 'LOCALS3TESTKEY';
  const secretAccessKey = 'local-s3-test-secret';
  const buckets = new Map<string, Map<string, S3Object>>((options.buckets ?? []).map((name) => [name, new Map()]));
  const requests: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    requests.push(`${req.method} ${url.pathname}`);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`))
      return sendError(req, res, 403, 'AccessDenied', 'Unsigned request or unknown access key');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
    const bucket = buckets.get(bucketName);

    if (!key) {
      if (req.method === 'PUT') {
        if (!bucket) buckets.set(bucketName, new Map());
        res.writeHead(200, { location: `/${bucketName}` });
        return res.end();
      }
      if (!bucket) return sendError(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'HEAD') {
        res.writeHead(200);
        return res.end();
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const max = Number(url.searchParams.get('max-keys') ?? 1000);
        const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
        const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > page.length;
        const contents = page
          .map((k) => {
            const object = bucket.get(k) as S3Object;
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join('');
        return sendXml(
          res,
          200,
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucketName)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? '')}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      }
      return sendError(req, res, 501, 'NotImplemented', 'Not implemented by the local S3 server');
    }

    if (!bucket) return sendError(req, res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (req.method === 'PUT') {
      const raw = await readBody(req);
      const chunked =
        String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
        String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
      const body = chunked ? decodeAwsChunked(raw) : raw;
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
      bucket.set(key, { body, contentType, etag, lastModified: new Date() });
      res.writeHead(200, { etag });
      return res.end();
    }
    if (req.method === 'DELETE') {
      bucket.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = bucket.get(key);
      if (!object) return sendError(req, res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      return res.end(req.method === 'GET' ? object.body : undefined);
    }
    return sendError(req, res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(req, res, 500, 'InternalError', String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    region: 'us-east-1',
    buckets,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The S3_* environment that points the api at this server (path-style, as MinIO). */
export function localS3Env(server: LocalS3Server, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: server.endpoint,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
  };
}
