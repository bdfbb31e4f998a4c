import { fatalStartLine } from '@gym/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

async function start(): Promise<FastifyInstance> {
  let started: FastifyInstance | undefined;
  try {
    started = await buildApp();
    await started.listen({ port: started.config.port, host: started.config.host });
    return started;
  } catch (error) {
    // One JSON line with the reason (a bad setting, a database that refuses, a port in use), no stack.
    process.stderr.write(`${fatalStartLine('api', error)}\n`);
    await started?.close().catch(() => undefined);
    process.exit(1);
  }
}

const app = await start();

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'Cerrando el servidor');
  // Stop accepting connections, let in-flight requests finish, then close the database (onClose hook).
  const forced = setTimeout(() => {
    app.log.error('Cierre forzado tras 10 s');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Error al cerrar');
    process.exit(1);
  }
}

process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
