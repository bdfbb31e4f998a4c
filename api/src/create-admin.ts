import type { DatabaseHandle } from './db/client';
import { AppError } from './lib/errors';
import { createUserBody } from './modules/users/schemas';
import { createUser } from './modules/users/service';

export interface NewAdministrator {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Who creates the first administrator: the operator at the server's console, not a signed-in user. */
const CONSOLE_OPERATOR = { id: 'console', role: 'admin' } as const;

/**
 * Creates an administrator with the same field rules as the admin's user form (domain/), after
 * the migrations (a new PostgreSQL database needs no other step). Refusals are Spanish AppErrors.
 */
export async function createAdministrator(database: DatabaseHandle, input: NewAdministrator): Promise<string> {
  const parsed = createUserBody.safeParse({ ...input, role: 'admin' });
  if (!parsed.success) throw new AppError(422, parsed.error.issues.map((issue) => issue.message).join(', '));
  await database.withStartupLock(() => database.migrate());
  const created = await createUser(database.db, CONSOLE_OPERATOR, parsed.data);
  return created.email;
}
