import type { Page } from 'playwright-core';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard/profile');
    await this.page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
  }

  async setField(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Guardar cambios' }).click();
  }

  async fieldValue(label: string): Promise<string> {
    return this.field(label).inputValue();
  }

  /** By accessible name, which leaves out the required-field asterisk. */
  private field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }
}
