import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { UsersPage } from '../pages/users-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('user management', () => {
  it('lets the admin create a client user who then appears in the list', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('admin');
    const users = new UsersPage(page);
    await users.open();
    const email = `sofia.ramirez.${Date.now()}@correo.gt`;
    await users.fillNewUser({ firstName: 'Sofía', lastName: 'Ramírez', email, password: 'Socia123', role: 'Cliente' });
    await users.submitNewUser();
    await page.getByText('Usuario creado exitosamente').waitFor();
    await users.search('Sofía Ramírez'.slice(0, 5));
    await users.row(email).waitFor();
    await context.close();
  });

  it('tells a colaborador trying to create an admin that only clients are allowed', async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).signInAs('colaborador');
    const users = new UsersPage(page);
    await users.open();
    await users.fillNewUser({
      firstName: 'Pedro',
      lastName: 'Xol',
      email: `pedro.xol.${Date.now()}@correo.gt`,
      password: 'PedroXol82',
      role: 'Administrador',
    });
    await users.submitNewUser();
    await users.dialog.getByText('Los colaboradores solo pueden crear usuarios clientes').waitFor();
    await context.close();
  });
});
