// `npm run create-admin`: the first administrator of a database without demo data.
//   Flags: --email, --first-name, --last-name (or ADMIN_EMAIL, ADMIN_FIRST_NAME, ADMIN_LAST_NAME);
//   the password from ADMIN_PASSWORD, or asked for (twice, not echoed) on a terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createAdministrator } from './create-admin';
import { openDatabase } from './db/client';
import { runCli } from './lib/cli';

async function ask(question: string, hidden = false): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo the prompt, not the typed characters.
    const output = terminal as unknown as { _writeToOutput(text: string): void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) process.stdout.write(text);
      prompted = true;
    };
  }
  try {
    return (await terminal.question(question)).trim();
  } finally {
    if (hidden) process.stdout.write('\n');
    terminal.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Falta la contraseña: define ADMIN_PASSWORD o ejecuta en una terminal');
  const first = await ask('Contraseña: ', true);
  const again = await ask('Repite la contraseña: ', true);
  if (first !== again) throw new Error('Las contraseñas no coinciden');
  return first;
}

await runCli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const interactive = process.stdin.isTTY === true;
  const field = async (flag: string | undefined, variable: string, question: string): Promise<string> => {
    const given = flag ?? process.env[variable];
    if (given) return given;
    if (!interactive) throw new Error(`Falta ${variable} (o su opción) para crear el administrador`);
    return ask(question);
  };
  const email = await field(values.email, 'ADMIN_EMAIL', 'Correo del administrador: ');
  const firstName = await field(values['first-name'], 'ADMIN_FIRST_NAME', 'Nombre: ');
  const lastName = await field(values['last-name'], 'ADMIN_LAST_NAME', 'Apellido: ');
  const password = await readPassword();

  const database = await openDatabase(loadConfig());
  try {
    const created = await createAdministrator(database, { email, firstName, lastName, password });
    console.log(`Administrador creado: ${created}`);
  } finally {
    await database.close();
  }
});
