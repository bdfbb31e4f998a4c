import { buildBffApp } from './app';
import { loadConfig, type BffConfig } from './kernel/config';

let config: BffConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await buildBffApp({
  apiUrl: config.apiUrl,
  nodeEnv: config.env,
  webDist: config.webDist,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  publicCaches: config.publicCaches,
  httpsOrigin: config.httpsOrigin,
});

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

await app.listen({ port: config.port, host: config.host });
