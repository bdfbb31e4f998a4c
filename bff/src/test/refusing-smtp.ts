import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A mail server on loopback that speaks just enough SMTP to refuse every recipient with a
 * permanent 550, so the api marks a message failed at once (its mailer reads 5xx as permanent).
 * Enough for the bff's 'Reintentar' test without a mail server package in the bff.
 */
export async function startRefusingSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffered = '';
    socket.write('220 localhost ESMTP prueba\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\r\n');
      while (end >= 0) {
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('RCPT')) socket.write('550 5.1.1 No existe el buzón\r\n');
        else if (command.startsWith('QUIT')) socket.end('221 Adiós\r\n');
        else socket.write('250 OK\r\n');
        end = buffered.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
