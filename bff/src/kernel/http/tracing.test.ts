import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@gym/api';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBffApp } from '../../app';
import { gql } from '../../test/graphql';

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

/** A local OpenTelemetry collector: OTLP/HTTP JSON on /v1/traces, spans kept in arrival order. */
async function startCollector(): Promise<{ url: string; spans: ExportedSpan[]; close(): Promise<void> }> {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: Omit<ExportedSpan, 'service'>[] }[];
          }[];
        };
        for (const resource of payload.resourceSpans) {
          const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startPair(otlpEndpoint: string | null, bffLog?: { write(line: string): void }) {
  const apiHeaders: Record<string, string | undefined>[] = [];
  const apiTraces: (string | undefined)[] = [];
  const api = await buildApp({
    config: { pgliteDir: 'memory://', seed: 'none', logLevel: 'silent', otlpEndpoint, otelServiceName: 'gym-api' },
  });
  api.addHook('onResponse', async (request) => {
    apiHeaders.push({ traceparent: request.headers.traceparent as string | undefined });
    apiTraces.push(request.trace?.traceId);
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const bff = await buildBffApp({
    apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
    nodeEnv: 'development',
    logLevel: bffLog ? 'info' : 'silent',
    ...(bffLog ? { logStream: bffLog } : {}),
    tracing: { otlpEndpoint, serviceName: 'gym-bff' },
  });
  return { api, bff, apiHeaders, apiTraces };
}

describe('traces across bff -> api', () => {
  const toClose: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of toClose.splice(0)) await app.close();
  });

  it('passes the bff request’s trace to the api (traceparent), and both log it, with no exporter configured', async () => {
    const lines: string[] = [];
    const { api, bff, apiHeaders, apiTraces } = await startPair(null, { write: (line) => void lines.push(line) });
    toClose.push(bff, api);
    // A per-request api call (the public content goes through the bff's shared cache instead).
    const { body } = await gql<{ health: { status: string } }>(bff, '{ health { status } }');
    expect(body.data?.health.status).toBe('healthy');
    const bffTrace = lines.map((line) => JSON.parse(line)).find((entry) => entry.trace_id)?.trace_id as string;
    expect(bffTrace).toMatch(/^[0-9a-f]{32}$/);
    expect(apiHeaders.at(-1)?.traceparent).toMatch(new RegExp(`^00-${bffTrace}-[0-9a-f]{16}-0[01]$`));
    expect(apiTraces.at(-1)).toBe(bffTrace);
  }, 60_000);

  it('exports one trace with the api’s span as a child of the bff’s when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const collector = await startCollector();
    try {
      const { api, bff } = await startPair(collector.url);
      await gql(bff, '{ health { status } }');
      // Closing flushes the batched spans.
      await bff.close();
      await api.close();
      const bffSpan = collector.spans.find((span) => span.service === 'gym-bff' && span.name === 'POST /graphql');
      const apiSpan = collector.spans.find((span) => span.service === 'gym-api' && span.name === 'GET /api/health');
      expect(bffSpan).toBeDefined();
      expect(apiSpan).toMatchObject({ traceId: bffSpan?.traceId, parentSpanId: bffSpan?.spanId });
    } finally {
      await collector.close();
    }
  }, 60_000);
});
