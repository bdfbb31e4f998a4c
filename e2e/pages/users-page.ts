import type { Locator, Page } from 'playwright-core';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'Administrador' | 'Colaborador' | 'Cliente';
}

export class UsersPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/users');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async fillNewUser(user: NewUser): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const dialog = this.dialog;
    await dialog.getByLabel('Nombre', { exact: true }).fill(user.firstName);
    await dialog.getByLabel('Apellido', { exact: true }).fill(user.lastName);
    await dialog.getByLabel('Correo electrónico').fill(user.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await this.page.getByRole('option', { name: user.role, exact: true }).click();
  }

  async submitNewUser(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Crear usuario' }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Buscar por nombre, correo o teléfono').fill(text);
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
