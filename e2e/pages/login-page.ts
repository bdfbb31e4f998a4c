import type { Page } from 'playwright-core';
import { ACCOUNTS, type DemoRole } from '../support/accounts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel('Contraseña', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }

  /** Signs in as a demo role and waits for its home dashboard. */
  async signInAs(role: DemoRole): Promise<void> {
    const account = ACCOUNTS[role];
    await this.open();
    await this.signIn(account.email, account.password);
    await this.page.waitForURL((url) => url.pathname === account.home);
  }
}
