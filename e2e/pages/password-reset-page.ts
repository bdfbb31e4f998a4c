import type { Page } from 'playwright-core';

/** /forgot-password and /reset-password, as a person sees them. */
export class PasswordResetPage {
  constructor(private readonly page: Page) {}

  /** From /login, by its link, then the address sent from the keyboard. */
  async requestFromLogin(email: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await this.page.waitForURL((url) => url.pathname === '/forgot-password');
    // The address changes before the page's chunk has rendered: until then the login page, with a
    // field of the same label, is still on screen, and a value typed there is lost with it.
    await this.page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    const field = this.page.getByLabel('Correo electrónico');
    await field.fill(email);
    // The button, not Enter: once the page has loaded the app moves the focus to its heading, and a
    // key sent in that moment (even to the field) can land there; one run of the full suite in
    // three lost it.
    await this.page.getByRole('button', { name: 'Enviar enlace' }).click();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
    await this.page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Guardar contraseña' }).click();
  }
}
