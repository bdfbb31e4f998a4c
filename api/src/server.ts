import { buildApp } from './app';

const app = await buildApp();
const { port, host } = app.config;

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

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'No se pudo iniciar el servidor');
  await app.close();
  process.exit(1);
}
