import type { Page } from 'playwright-core';

/** The client's membership purchase flow (/dashboard/client/membership). */
export class MemberMembershipPage {
  constructor(private readonly page: Page) {}

  async openFromHome(): Promise<void> {
    await this.page.getByRole('link', { name: 'Comprar membresía' }).click();
    await this.page.getByRole('heading', { name: 'Comprar o renovar membresía' }).waitFor();
  }

  async choosePlan(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Elegir este plan: ${name}` }).click();
    await this.next();
  }

  /** A slot button is named "<Día> <hh:mm - hh:mm>, <n lugares | Lleno>". */
  async chooseSlot(dayName: string, timeRange: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${dayName} ${timeRange}, \\d+ lugar`) }).click();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continuar' }).click();
  }

  async payByTransfer(): Promise<void> {
    await this.page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await this.page.getByRole('region', { name: 'Datos para la transferencia' }).waitFor();
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirmar compra' }).click();
    await this.page.getByText('Tu membresía fue registrada').waitFor();
  }

  async uploadProof(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel('Elegir archivo (JPG, PNG, WebP o PDF, máximo 5MB)').setInputFiles(file);
    await this.page.getByText('Comprobante enviado. Validaremos tu transferencia en 1-2 días').first().waitFor();
  }
}

/** 'Mi horario' (/dashboard/client/schedule). */
export class MemberSchedulePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Mi horario' }).click();
    await this.page.getByRole('heading', { name: 'Mi horario', level: 1 }).waitFor();
  }

  day(dayName: string) {
    return this.page.getByRole('article', { name: dayName });
  }

  /** Opens the change dialog, marks one day, picks its new slot and asks for the preview. */
  async previewDayChange(dayName: string, timeRange: string) {
    await this.page.getByRole('button', { name: 'Cambiar horario' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cambiar horario' });
    await dialog.getByRole('checkbox', { name: `Cambiar ${dayName}` }).check();
    await dialog.getByRole('button', { name: new RegExp(`^${dayName} ${timeRange}, \\d+ lugar`) }).click();
    await dialog.getByRole('button', { name: 'Ver cambios' }).click();
    return this.page.getByRole('dialog', { name: 'Revisa tu cambio' });
  }

  async confirmChange(): Promise<void> {
    await this.page.getByRole('button', { name: 'Confirmar cambio' }).click();
    await this.page.getByText('Horario actualizado').first().waitFor();
  }
}

/** 'Mis pagos' (/dashboard/client/payments). */
export class MemberPaymentsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Mis pagos' }).click();
    await this.page.getByRole('heading', { name: 'Mis pagos', level: 1 }).waitFor();
  }

  payment(concept: string) {
    return this.page.getByRole('listitem', { name: concept });
  }

  /** Opens the payment's proof (fetched with the session's token) and says whether the image decoded. */
  async viewProofImage(concept: string): Promise<boolean> {
    await this.payment(concept).getByRole('button', { name: 'Ver comprobante' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Comprobante de transferencia' });
    const image = dialog.getByRole('img', { name: 'Comprobante de transferencia' });
    await image.waitFor();
    await this.page.waitForFunction(
      (img) => (img as HTMLImageElement | null)?.complete === true,
      await image.elementHandle(),
    );
    const decoded = await image.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return decoded;
  }
}

/** 'Mi testimonio' (/dashboard/client/testimonial). */
export class MemberTestimonialPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Mi testimonio' }).click();
    await this.page.getByRole('heading', { name: 'Mi testimonio', level: 1 }).waitFor();
  }

  async submit(values: { role: string; stars: number; text: string }): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Profesión u ocupación' }).fill(values.role);
    // MUI Rating keeps its radios visually hidden under the stars: click the radio itself.
    const star = this.page.getByRole('radio', {
      name: values.stars === 1 ? '1 estrella' : `${values.stars} estrellas`,
    });
    await star.dispatchEvent('click');
    await star.and(this.page.locator(':checked')).waitFor();
    await this.page.getByRole('textbox', { name: 'Tu testimonio' }).fill(values.text);
    await this.page.getByRole('button', { name: 'Enviar testimonio' }).click();
  }
}
