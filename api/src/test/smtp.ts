import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps what it accepts, and refuses the recipients a test puts
 * in `refuse`: `permanent` with 550 (a bounce), `temporary` with 451 (busy, worth a retry).
 */
export async function startSmtp() {
  const received: ParsedMail[] = [];
  const refuse = { permanent: new Set<string>(), temporary: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (refuse.permanent.has(to))
        return callback(Object.assign(new Error('5.1.1 Buzón inexistente'), { responseCode: 550 }));
      if (refuse.temporary.has(to))
        return callback(Object.assign(new Error('4.2.0 Buzón ocupado, intente luego'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (a queued mail, a job's effect) and answers what it found; fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('still not true after waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
