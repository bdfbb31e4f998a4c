import 'reflect-metadata';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import fastifyApollo from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import {
  errorForLog,
  HTTP_MESSAGES,
  LOG_REDACT_PATHS,
  PROFILE_MESSAGES,
  REDACTED,
  requestArrivalLimit,
  requestForLog,
  STORED_FILE_HEADERS,
  TIMEOUTS,
} from '@gym/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { createContext, createSharedState } from './context';
import { apiBaseUrl, callerFromRequest, requestIdFrom, type ApiConnection } from './kernel/http/api-connection';
import type { RequestContext } from './kernel/graphql/request-context';
import { cacheControlHeader, compiledExecution } from './kernel/graphql/compiled-execution';
import { DEFAULT_WEB_DIST, MAX_QUERY_TOKENS, QUERY_LIMITS } from './kernel/config';
import { costLimit, isTokenLimitError, tokenLimitMessage } from './kernel/graphql/cost-limit';
import { depthLimit, MAX_QUERY_DEPTH } from './kernel/graphql/depth-limit';
import { googleSignInRoutes } from './domains/auth/google-sign-in.route';
import { transferProofUploadRoute } from './domains/payments/payments-upload.route';
import { reportExportRoute } from './domains/reports/reports-export.route';
import { cashReportRoute } from './domains/cash-drawer/cash-drawer-report.route';
import { invoiceFilesRoute } from './domains/invoices/invoices-files.route';
import { storeManagementUploadRoutes } from './domains/store-management/store-management-upload.route';
import { orderProofUploadRoute } from './domains/store/store-upload.route';
import { catalogueResponsesFor, emptyCatalogueAnswersOnChange } from './domains/store/catalogue-responses';
import type { RedisConfig } from './kernel/config';
import { connectSharedState, localSharedState } from './kernel/shared-state';
import { websiteImageUploadRoute } from './domains/website/website-upload.route';
import { toGraphQLError } from './kernel/http/errors';
import { healthRoutes } from './kernel/http/health-routes';
import { listenForMetrics, registerMetrics, type MetricsOptions } from './kernel/http/metrics';
import { outgoingTraceparent, registerTracing, type TracingOptions } from './kernel/http/tracing';
import {
  answerRefusedRequest,
  inputErrorInSpanish,
  limitDocumentDepth,
  limitJsonDepth,
} from './kernel/graphql/input-guard';
import { acceptRawMultipart, envelopeError, forwardFile, forwardMultipart } from './kernel/http/upload-forwarding';
import { getSchema } from './schema';
import { registerSecurityHeaders } from './kernel/http/security-headers';
import { webManifestRoutes, type GymBrand } from './kernel/http/web-manifest';
import { firstScreenHtml, readFirstScreen, sendHtml, type RunFirstScreenOperation } from './kernel/http/first-screen';

export interface BffOptions {
  apiUrl: string;
  nodeEnv?: string;
  webDist?: string;
  logLevel?: string;
  /** Timeout of every call to the api (default 30000 ms); tests lower it. */
  apiTimeoutMs?: number;
  /**
   * The proxies in front of the bff that may state the caller's address (x-forwarded-for), as
   * TRUST_PROXY names them; default none. The address is forwarded to the api for its sign-in limits.
   */
  trustProxy?: string[] | false;
  /**
   * The public caches: website content and whole catalogue answers (default true). False is
   * CONTENT_CACHE=off: every request reaches the api (benchmarks, chasing a stale page).
   */
  publicCaches?: boolean;
  /**
   * The public origin is https behind a TLS proxy (PUBLIC_URL https://..., or HSTS=on): HSTS and
   * upgrade-insecure-requests are sent. Default false: plain http on localhost.
   */
  httpsOrigin?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** How long a request may take to arrive (default TIMEOUTS.requestArrivalMs); tests lower it. */
  requestArrivalMs?: number;
  /** REDIS_URL and REDIS_PREFIX (the api's): caches emptied across instances; null or unset, this process alone. */
  redis?: RedisConfig | null;
  // --- operations (issue 31): metrics and traces ---
  /** Prometheus metrics (METRICS_TOKEN / METRICS_PORT / METRICS_HOST); default off. */
  metrics?: MetricsOptions;
  /** OpenTelemetry: spans sent to `otlpEndpoint` when set; traceparent passed to the api always. */
  tracing?: TracingOptions;
}

/** The api refuses images over 5 MB with its own message; the extra MB is multipart overhead. */
export const PROFILE_IMAGE_BODY_LIMIT = 6 * 1024 * 1024;

const BFF_PREFIXES = ['/graphql', '/bff', '/uploads'];

/** Paths that are never a page of the web app: the servers' own, and the built files' folder. */
const NOT_APP_PREFIXES = [...BFF_PREFIXES, '/api', '/assets'];

/**
 * True when `path` may be one of the web app's pages, so index.html answers it: a GET of a path
 * outside the servers' prefixes whose segments name no file (no extension, no dot file). A missing
 * script, `/.env` or an `/api/...` call that reached this origin gets a 404, not the app's HTML
 * with 200 (which a browser would run as a script, and a scanner would read as "found").
 */
export function isAppPagePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (NOT_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const segments = path.split('/');
  return !segments.some((segment) => segment.startsWith('.')) && !(segments.at(-1) ?? '').includes('.');
}

function validationMessages(error: ArgumentValidationError): string {
  const messages: string[] = [];
  const collect = (items: ArgumentValidationError['extensions']['validationErrors']) => {
    for (const item of items) {
      messages.push(...Object.values(item.constraints ?? {}));
      collect(item.children ?? []);
    }
  };
  collect(error.extensions.validationErrors);
  return messages.join(', ') || HTTP_MESSAGES.validation;
}

function formatErrorFor(isProduction: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ArgumentValidationError) {
      return {
        ...formatted,
        message: validationMessages(original),
        extensions: { code: 'BAD_USER_INPUT', status: 422 },
      };
    }
    const inSpanish = inputErrorInSpanish(formatted);
    if (inSpanish) return inSpanish;
    const code = formatted.extensions?.code;
    if (code === 'GRAPHQL_VALIDATION_FAILED' && /introspection/i.test(formatted.message)) {
      return { ...formatted, message: 'La introspección del esquema está deshabilitada' };
    }
    if (code === 'GRAPHQL_PARSE_FAILED' && isTokenLimitError(formatted.message)) {
      return { ...formatted, message: tokenLimitMessage(MAX_QUERY_TOKENS) };
    }
    if (code === 'INTERNAL_SERVER_ERROR' && typeof formatted.extensions?.status !== 'number') {
      // An unexpected throw inside the bff: never leak its text to the browser.
      const mapped = toGraphQLError(original);
      return {
        ...formatted,
        message: mapped.message,
        extensions: { ...mapped.extensions, ...(isProduction ? {} : { stacktrace: formatted.extensions?.stacktrace }) },
      };
    }
    return formatted;
  };
}

export async function buildBffApp(options: BffOptions): Promise<FastifyInstance> {
  const isProduction = options.nodeEnv === 'production';
  const connection: ApiConnection = { apiUrl: options.apiUrl, timeoutMs: options.apiTimeoutMs };
  const publicCaches = options.publicCaches ?? true;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Every line names its service (api and bff logs often land in one stream).
      base: { service: 'bff', pid: process.pid, hostname: hostname() },
      // Tokens, passwords and guest session ids never reach a log line (domain/src/log-redaction.ts).
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
      serializers: { err: errorForLog, req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: options.trustProxy ?? false,
    genReqId: (request) => requestIdFrom(request.headers),
    ...requestArrivalLimit(options.requestArrivalMs ?? TIMEOUTS.requestArrivalMs),
  });
  // With REDIS_URL: the api's catalogue changes empty the catalogue answers here, and website
  // content changed through any bff instance drops this one's copy (context.ts).
  const changes = options.redis ? await connectSharedState(options.redis, app.log) : localSharedState();
  app.addHook('onClose', async () => {
    await changes.close();
  });
  const shared = createSharedState(connection, publicCaches, changes);
  if (publicCaches) emptyCatalogueAnswersOnChange(changes, catalogueResponsesFor(apiBaseUrl(connection)));
  await registerTracing(app, options.tracing ?? { otlpEndpoint: null, serviceName: 'gym-bff' });
  const metrics = options.metrics ?? { token: null, port: null, host: '127.0.0.1' };
  const registry = registerMetrics(app, metrics);
  const metricsPort = metrics.port;
  if (registry && metricsPort !== null) {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = await listenForMetrics(registry, metricsPort, metrics.host);
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server?.close(() => resolve()));
    });
  }
  limitJsonDepth(app);
  limitDocumentDepth(app);
  app.setErrorHandler(answerRefusedRequest);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, { isProduction, httpsOrigin: options.httpsOrigin ?? false });

  const landingPage: ApolloServerPlugin<RequestContext> = isProduction
    ? ApolloServerPluginLandingPageDisabled()
    : ApolloServerPluginLandingPageLocalDefault({ embed: true });
  const apollo = new ApolloServer<RequestContext>({
    // Apollo parses, validates and runs the plugins; the execution is a query compiled per document.
    gateway: compiledExecution(await getSchema()),
    introspection: !isProduction,
    csrfPrevention: true,
    validationRules: [depthLimit(MAX_QUERY_DEPTH), costLimit(QUERY_LIMITS)],
    // No "Did you mean ...?" in production: with introspection off, suggestions would still spell out the schema.
    hideSchemaDetailsFromClientErrors: isProduction,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    includeStacktraceInErrorResponses: !isProduction,
    formatError: formatErrorFor(isProduction),
    plugins: [
      landingPage,
      // Its per-field hook made Apollo wrap every resolver; the hints are read per document instead.
      ApolloServerPluginCacheControlDisabled(),
      cacheControlHeader(),
      // Only answers whose every field carries a cache hint (the public catalogue) are kept.
      ...(publicCaches ? [responseCachePlugin({ cache: catalogueResponsesFor(apiBaseUrl(connection)) })] : []),
    ],
    // Fastify owns the lifecycle: app.close() drains connections and then stops Apollo (onClose).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  await app.register(fastifyApollo(apollo), {
    context: async (request: FastifyRequest) => createContext(connection, callerFromRequest(request), shared),
  });

  await healthRoutes(app, connection);

  // GraphQL has no upload progress, so the browser posts the image here and we stream it on.
  await app.register(async (scope) => {
    acceptRawMultipart(scope);
    scope.post('/bff/profile/image', async (request, reply) =>
      forwardMultipart(request, reply, connection, '/auth/profile/image', {
        bodyLimit: PROFILE_IMAGE_BODY_LIMIT,
        messages: { required: PROFILE_MESSAGES.imageRequired, tooLarge: PROFILE_MESSAGES.imageTooLarge },
      }),
    );
  });

  await app.register(websiteImageUploadRoute(connection));
  await app.register(transferProofUploadRoute(connection));
  await app.register(orderProofUploadRoute(connection));
  await app.register(storeManagementUploadRoutes(connection));
  await app.register(reportExportRoute(connection));
  await app.register(cashReportRoute(connection));
  await app.register(invoiceFilesRoute(connection));
  await app.register(googleSignInRoutes(connection, { secureCookie: options.httpsOrigin ?? false }));

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    // Only files under /uploads: never let a crafted path reach another api route through us.
    const segments = request.params['*'].split('/');
    if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\'))) {
      return envelopeError(reply.headers(STORED_FILE_HEADERS), 404, HTTP_MESSAGES.notFound);
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const path = segments.map(encodeURIComponent).join('/');
    return forwardFile(request, reply, connection, `/uploads/${path}${query}`, { withToken: false });
  });

  // A public page's first-screen queries run as an anonymous visitor (no token), from this request's address.
  const runFirstScreen =
    (request: FastifyRequest): RunFirstScreenOperation =>
    async ({ operationName, query, variables }) => {
      const caller = { token: null, requestId: request.id, ip: request.ip, traceparent: outgoingTraceparent(request) };
      const response = await apollo.executeOperation(
        { query, variables, operationName },
        { contextValue: createContext(connection, caller, shared) },
      );
      if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return undefined;
      return response.body.singleResult.data ?? undefined;
    };

  // The member's installable app: its manifest and icons from the gym's settings of this moment.
  await webManifestRoutes(app, async (request) => {
    const caller = { token: null, requestId: request.id, ip: request.ip, traceparent: outgoingTraceparent(request) };
    const response = await apollo.executeOperation(
      { query: '{ gymConfig { name tagline primaryColor secondaryColor logoUrl } }' },
      { contextValue: createContext(connection, caller, shared) },
    );
    if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return null;
    return (response.body.singleResult.data as { gymConfig: GymBrand } | null | undefined)?.gymConfig ?? null;
  });

  if (isProduction) await serveWebApp(app, options.webDist ?? DEFAULT_WEB_DIST, runFirstScreen);

  return app;
}

/** Production: the built web app from the same origin, with index.html for its pages (isAppPagePath). */
async function serveWebApp(
  app: FastifyInstance,
  root: string,
  runFirstScreen: (request: FastifyRequest) => RunFirstScreenOperation,
): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web/dist no existe: ejecuta `npm run build` para servir la aplicación web');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // The build wrote x.br and x.gz beside each text asset: the one the browser accepts is sent
    // as it is (Vary: Accept-Encoding), never compressed per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated to pick up a new build.
      res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A public page's first screen (first-screen.ts) goes inside its index.html (these routes come
  // before the static files' wildcard); with a query string the page asks for something else.
  const shell = readFirstScreen(root);
  for (const [path, page] of Object.entries(shell?.manifest ?? {})) {
    app.get(path, async (request, reply) => {
      if (!shell || request.url !== path) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendHtml(request, reply, await firstScreenHtml(shell.indexHtml, page, runFirstScreen(request)));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPagePath(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return envelopeError(reply, 404, HTTP_MESSAGES.notFound);
  });
}
