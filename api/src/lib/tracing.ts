import { randomBytes } from 'node:crypto';
import { parseTraceparent, type TraceParent } from '@gym/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Traces (W3C Trace Context, OpenTelemetry). Every request belongs to a trace: the caller's (the
 * bff sends `traceparent`) or a new one, and its log lines carry `trace_id` and `span_id`. With
 * OTEL_EXPORTER_OTLP_ENDPOINT the OpenTelemetry SDK is loaded and each request is a server span,
 * child of the bff's, sent by OTLP/HTTP to `<endpoint>/v1/traces`; without it no SDK is loaded.
 * (The bff's kernel/http/tracing.ts is the same for the other side: the two servers share no code
 * but domain/.)
 */
export interface RequestTrace {
  traceId: string;
  spanId: string;
  sampled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    trace: RequestTrace | null;
  }
}

interface StartedSpan {
  trace: RequestTrace;
  end(statusCode: number, route: string): void;
}

interface RequestTracer {
  start(request: FastifyRequest, parent: TraceParent | null): StartedSpan;
  shutdown(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** No exporter: ids only, so the logs of one request still share its trace id. */
const idOnlyTracer: RequestTracer = {
  start: (_request, parent) => ({
    trace: { traceId: parent?.traceId ?? hex(16), spanId: hex(8), sampled: parent?.sampled ?? false },
    end: () => undefined,
  }),
  shutdown: async () => undefined,
};

/** The OpenTelemetry SDK, loaded only when an endpoint is configured. */
async function otlpTracer(endpoint: string, serviceName: string): Promise<RequestTracer> {
  const [otel, { BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  const tracer = provider.getTracer('gym');
  return {
    start(request, parent) {
      const parentContext = parent
        ? otel.trace.setSpanContext(otel.ROOT_CONTEXT, {
            traceId: parent.traceId,
            spanId: parent.spanId,
            traceFlags: parent.sampled ? otel.TraceFlags.SAMPLED : otel.TraceFlags.NONE,
            isRemote: true,
          })
        : otel.ROOT_CONTEXT;
      const span = tracer.startSpan(
        request.method,
        { kind: otel.SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
        parentContext,
      );
      const context = span.spanContext();
      return {
        trace: {
          traceId: context.traceId,
          spanId: context.spanId,
          sampled: (context.traceFlags & otel.TraceFlags.SAMPLED) === otel.TraceFlags.SAMPLED,
        },
        end(statusCode, route) {
          span.updateName(`${request.method} ${route}`);
          span.setAttribute('http.route', route);
          span.setAttribute('http.response.status_code', statusCode);
          if (statusCode >= 500) span.setStatus({ code: otel.SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}

export const tracingPlugin = fp(
  async (app: FastifyInstance) => {
    const { otlpEndpoint, otelServiceName } = app.config;
    const tracer = otlpEndpoint ? await otlpTracer(otlpEndpoint, otelServiceName) : idOnlyTracer;
    const spans = new WeakMap<FastifyRequest, StartedSpan>();
    app.decorateRequest('trace', null);
    app.addHook('onRequest', async (request, reply) => {
      const started = tracer.start(request, parseTraceparent(request.headers.traceparent));
      spans.set(request, started);
      request.trace = started.trace;
      request.log = request.log.child({ trace_id: started.trace.traceId, span_id: started.trace.spanId });
      // The request's last line ("request completed") is written by the reply's logger.
      reply.log = request.log;
    });
    app.addHook('onResponse', async (request, reply) => {
      spans.get(request)?.end(reply.statusCode, request.routeOptions.url ?? 'unmatched');
    });
    app.addHook('onClose', async () => {
      await tracer.shutdown();
    });
  },
  { name: 'tracing' },
);
