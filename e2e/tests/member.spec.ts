import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import {
  MemberMembershipPage,
  MemberPaymentsPage,
  MemberSchedulePage,
  MemberTestimonialPage,
} from '../pages/member-area';
import { launchBrowser, newSession } from '../support/browser';
import { receiptPng } from '../support/files';

// A seeded client with no membership and no testimonial yet (README demo data).
const MEMBER = { email: 'gabriela.morales@gimnasio.demo', password: 'Cliente123' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('member area', () => {
  it("buys a monthly plan with slots by transfer, uploads the proof, changes Tuesday's slot after a preview and leaves a testimonial", async () => {
    const { context, page } = await newSession(browser);
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(MEMBER.email, MEMBER.password);
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
    await page.getByText('Aún no tienes una membresía activa.').waitFor();

    const membership = new MemberMembershipPage(page);
    await membership.openFromHome();
    await membership.choosePlan('Mensual');
    await membership.chooseSlot('Martes', '06:00 - 08:00');
    await membership.chooseSlot('Jueves', '17:00 - 19:00');
    await membership.next();
    await membership.payByTransfer();
    await membership.confirm();
    await membership.uploadProof({ name: 'comprobante.png', mimeType: 'image/png', buffer: receiptPng() });

    const schedule = new MemberSchedulePage(page);
    await schedule.open();
    await schedule.day('Martes').getByText('06:00 - 08:00').waitFor();
    const preview = await schedule.previewDayChange('Martes', '17:00 - 19:00');
    await preview.getByText('Antes: 06:00 - 08:00').waitFor();
    await preview.getByText('Después: 17:00 - 19:00').waitFor();
    await schedule.confirmChange();
    await schedule.day('Martes').getByText('17:00 - 19:00').waitFor();
    expect(await schedule.day('Martes').getByText('06:00 - 08:00').count()).toBe(0);
    await schedule.day('Jueves').getByText('17:00 - 19:00').waitFor();

    const payments = new MemberPaymentsPage(page);
    await payments.open();
    const paid = payments.payment('Membresía Mensual');
    await paid.getByText('Pendiente').waitFor();
    await paid.getByText('Comprobante enviado').waitFor();
    await paid.getByText('Q 250.00').waitFor();
    expect(await payments.viewProofImage('Membresía Mensual')).toBe(true);

    const testimonial = new MemberTestimonialPage(page);
    await testimonial.open();
    await testimonial.submit({
      role: 'Enfermera',
      stars: 5,
      text: 'Reservar mi horario me ayuda a no faltar. ¡Excelente!',
    });
    await page.getByText('¡Gracias por compartir tu experiencia!', { exact: false }).first().waitFor();
    await page.getByText('En revisión', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar testimonio' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Inicio' }).click();
    await page.getByText('En validación').waitFor();
    await context.close();
  });
});
