import type { Page } from 'playwright-core';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/profile');
    await this.page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
  }

  async setField(label: string, value: string): Promise<void> {
    const field = this.page.getByLabel(label, { exact: true });
    await field.fill(value);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar cambios' }).click();
  }

  async fieldValue(label: string): Promise<string> {
    return this.page.getByLabel(label, { exact: true }).inputValue();
  }
}
