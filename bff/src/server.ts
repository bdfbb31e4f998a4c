import { fatalStartLine } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { buildBffApp } from './app';
import { loadConfig } from './kernel/config';

async function start(): Promise<FastifyInstance> {
  let started: FastifyInstance | undefined;
  try {
    const config = loadConfig();
    started = await buildBffApp({
      apiUrl: config.apiUrl,
      nodeEnv: config.env,
      webDist: config.webDist,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      publicCaches: config.publicCaches,
      httpsOrigin: config.httpsOrigin,
      redis: config.redis,
      metrics: config.metrics,
      tracing: { otlpEndpoint: config.otlpEndpoint, serviceName: config.otelServiceName },
    });
    await started.listen({ port: config.port, host: config.host });
    return started;
  } catch (error) {
    // One JSON line with the reason (a bad setting, a port in use), no stack.
    process.stderr.write(`${fatalStartLine('bff', error)}\n`);
    await started?.close().catch(() => undefined);
    process.exit(1);
  }
}

const app = await start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'cerrando el bff');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
