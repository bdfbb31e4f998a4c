import { buildBffApp } from './app';

const app = await buildBffApp({
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4001',
  nodeEnv: process.env.NODE_ENV ?? 'development',
  webDist: process.env.WEB_DIST,
  logLevel: process.env.LOG_LEVEL,
  trustProxy: process.env.TRUST_PROXY,
  publicCaches: process.env.CONTENT_CACHE !== 'off',
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

await app.listen({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '0.0.0.0' });
