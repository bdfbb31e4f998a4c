import type { Page } from 'playwright-core';

/** The public landing page as a visitor sees it. */
export class LandingPageObject {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('heading', { name: 'Planes de membresía' }).waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Background colour of the main call to action ('Registrarse', a contained primary button). */
  async primaryButtonColor(): Promise<string> {
    return this.page.getByRole('link', { name: 'Registrarse' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  }

  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}

/** /dashboard/admin/website, one tab at a time. */
export class WebsiteAdminPage {
  constructor(private readonly page: Page) {}

  async open(tab?: string): Promise<void> {
    await this.page.goto(tab ? `/dashboard/admin/website?tab=${tab}` : '/dashboard/admin/website');
    await this.page.getByRole('heading', { name: 'Sitio web' }).waitFor();
  }

  async setNameAndPrimaryColor(name: string, color: string): Promise<void> {
    await this.page.getByLabel('Nombre del gimnasio').fill(name);
    await this.page.getByRole('textbox', { name: 'Color principal', exact: true }).fill(color);
    // The last save's confirmation goes first (4 s), so the one awaited is this save's.
    const saved = this.page.getByText('Cambios guardados');
    await saved.first().waitFor({ state: 'detached', timeout: 15_000 });
    await this.page.getByRole('button', { name: 'Guardar' }).click();
    await saved.first().waitFor();
  }

  testimonial(name: string) {
    return this.page.getByRole('article', { name });
  }

  async approve(name: string): Promise<void> {
    await this.testimonial(name).getByRole('button', { name: 'Aprobar' }).click();
    await this.page.getByText('Testimonio aprobado').waitFor();
  }

  async feature(name: string): Promise<void> {
    // The switch follows the server: it turns on once the mutation answered and the list was refetched.
    await this.testimonial(name).getByLabel('Destacado').click();
    await this.page.waitForFunction((label) => {
      const article = Array.from(document.querySelectorAll('article')).find(
        (a) => a.getAttribute('aria-label') === label,
      );
      const boxes = article ? Array.from(article.querySelectorAll('input[type=checkbox]')) : [];
      return boxes.length === 2 && (boxes[1] as HTMLInputElement).checked;
    }, name);
  }
}

/** The Promociones tab of /dashboard/admin/website: the list is edited here and saved together. */
export class PromotionsAdminTab {
  constructor(private readonly page: Page) {}

  promotion(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async setActive(title: string, active: boolean): Promise<void> {
    await this.promotion(title).getByRole('switch').setChecked(active);
  }

  /** `lastDay` as yyyy-mm-dd. */
  async add(title: string, description: string, lastDay: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Nueva promoción' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descripción (opcional)').fill(description);
    // Typed as a clerk types it: the digits of dd/mm/aaaa, the slashes go in by themselves.
    const [year, month, day] = lastDay.split('-');
    await dialog.getByLabel('Último día').pressSequentially(`${day}${month}${year}`);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await this.promotion(title).waitFor();
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Eliminar: ${title}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await this.promotion(title).waitFor({ state: 'detached' });
  }

  /** Saves and waits for this save's answer and its toast (an earlier save's toast may still be up). */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SavePromotions'),
    );
    await this.page.getByRole('button', { name: 'Guardar' }).click();
    await saved;
    await this.page.getByText('Promociones actualizadas').last().waitFor();
  }
}
