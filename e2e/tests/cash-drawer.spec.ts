import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { OrdersBoardPage } from '../pages/orders-board-page';
import { money, PosPage } from '../pages/pos-page';
import { ReportsPage } from '../pages/reports-page';
import { CheckoutPage, StorePage } from '../pages/store-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cents = (n: number) => Math.round(n * 100);

/**
 * Counts the drawer in the close dialog: `shortBy` less than expected, in Q 100 bills and one-centavo
 * coins (the dialog adds them live), Enter to close; with a difference, the reason first.
 */
async function closeDrawer(page: Page, shortBy: number, reason: string): Promise<number> {
  const bar = page.getByRole('region', { name: 'Caja' });
  await bar.getByRole('button', { name: 'Cerrar caja' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Cuenta el efectivo por denominación' });
  await dialog.waitFor();
  const status = dialog.getByRole('status');
  const expectedText = (await status.textContent()) ?? '';
  const expected = money(/Esperado(-?Q [\d,.]+)/.exec(expectedText)?.[1] ?? '');
  const target = cents(expected) - cents(shortBy);
  await dialog.getByRole('spinbutton', { name: 'Cantidad de Billete Q 100' }).fill(String(Math.floor(target / 10000)));
  await dialog.getByRole('spinbutton', { name: 'Cantidad de Moneda Q 0.01' }).fill(String(target % 10000));
  if (shortBy !== 0) {
    await status.getByText(`Faltante Q ${shortBy.toFixed(2)}`).waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByText('Indica el motivo de la diferencia').waitFor();
    await dialog.getByRole('textbox', { name: /Motivo de la diferencia/ }).fill(reason);
  } else {
    await status.getByText('Cuadra').waitFor();
  }
  await dialog.getByRole('button', { name: 'Cerrar caja' }).click();
  await bar.getByText('Caja cerrada.').waitFor();
  return expected;
}

/** A guest orders a product to pick up at the gym, paying cash on delivery; answers its number. */
async function placeCashOnDeliveryPickup(customer: { name: string; email: string; phone: string }): Promise<string> {
  const guest = await newSession(browser);
  const store = new StorePage(guest.page);
  await store.open();
  await store.addFromSearch('Vitamina D3 5000 UI 240 cápsulas');
  await store.openCart();
  await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
  await guest.page.waitForURL('**/checkout');
  const checkout = new CheckoutPage(guest.page);
  await checkout.fill(customer);
  await guest.page.getByRole('radio', { name: /Recoger en el gimnasio/ }).check();
  const orderNumber = await checkout.placeOrder();
  await guest.context.close();
  return orderNumber;
}

/** The month's income as the admin reads it on the home, the payments desk and the reports. */
async function monthIncomeEverywhere(page: Page): Promise<{ home: number; payments: number; reports: number }> {
  await page.goto('/dashboard/admin');
  const home = page.getByRole('region', { name: 'Este mes' }).getByLabel('Ingresos', { exact: true });
  await home.filter({ hasText: 'Q' }).waitFor();
  const homeValue = money(await home.textContent());
  await page.goto('/dashboard/payments');
  const payments = page.getByRole('group', { name: 'Ingresos del mes' }).getByText(/^Q /);
  await payments.waitFor();
  const paymentsValue = money(await payments.textContent());
  const reports = new ReportsPage(page);
  await reports.open();
  const reportsValue = money(await reports.figure('Ingresos').getByText(/^Q /).textContent());
  return { home: homeValue, payments: paymentsValue, reports: reportsValue };
}

describe('cash drawer', () => {
  it('a shift: drawer opened, a counter sale, a desk pass and a cash-on-delivery pickup in it, closed Q 5 short with the reason; the month reads alike everywhere', async () => {
    const admin = await newSession(browser);
    await new LoginPage(admin.page).signInAs('admin');
    const before = await monthIncomeEverywhere(admin.page);
    expect(before.payments).toBe(before.home);
    expect(before.reports).toBe(before.home);

    // A guest's cash-on-delivery order, to be picked up during the shift.
    const orderNumber = await placeCashOnDeliveryPickup({
      name: 'Olga Turno',
      email: 'olga.turno@correo.gt',
      phone: '5555 9922',
    });

    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    const pos = new PosPage(staff.page);
    await pos.open();
    const bar = staff.page.getByRole('region', { name: 'Caja' });
    // A drawer left open by an earlier run of cash (opened by itself) is closed even first.
    await bar.getByRole('button', { name: /Abrir caja|Cerrar caja/ }).waitFor();
    if (await bar.getByRole('button', { name: 'Cerrar caja' }).isVisible()) await closeDrawer(staff.page, 0, '');

    await bar.getByRole('button', { name: 'Abrir caja' }).click();
    await staff.page.getByRole('spinbutton', { name: 'Fondo inicial (Q)' }).fill('100');
    await staff.page.keyboard.press('Enter');
    await bar.getByText('Esperado: Q 100.00').waitFor();

    // A counter sale in cash goes into the drawer.
    const creatine = await pos.look('CRE-ON-300');
    await pos.search.focus();
    await pos.scan('CRE-ON-300');
    await staff.page.keyboard.press('F2');
    await staff.page.getByRole('spinbutton', { name: 'Efectivo recibido' }).waitFor();
    await staff.page.keyboard.type(String(Math.ceil(creatine.price) + 50));
    await staff.page.keyboard.press('Enter');
    await pos.receipt().waitFor();

    // A daily pass at the desk: the price and the live change show before it is registered.
    await staff.page.goto('/dashboard/staff');
    const pass = staff.page.getByRole('form', { name: 'Ingreso diario' });
    const toCharge = pass.getByText(/^A cobrar: Q /);
    await toCharge.waitFor();
    const passPrice = money(await toCharge.textContent());
    await pass.getByRole('spinbutton', { name: /Efectivo recibido/ }).fill(String(Math.ceil(passPrice) + 20));
    await pass.getByText(`Cambio: Q ${(Math.ceil(passPrice) + 20 - passPrice).toFixed(2)}`).waitFor();
    await pass.getByRole('button', { name: 'Registrar ingreso' }).click();
    let expected = 100 + creatine.price + passPrice;
    await bar.getByText(`Esperado: Q ${expected.toFixed(2)}`).waitFor();

    // The pickup is collected on the orders board, with its change.
    const board = new OrdersBoardPage(staff.page);
    await board.open();
    await board.openOrder(orderNumber);
    for (const label of ['Confirmada', 'En preparación', 'Lista para recoger']) await board.advanceTo(label);
    const { total } = await board.collectAndAdvanceTo('Recogida');
    expected += total;

    // Closed Q 5 short: the reason is asked, then the report is offered.
    await pos.open();
    await bar.getByText(`Esperado: Q ${expected.toFixed(2)}`).waitFor();
    expect(cents(await closeDrawer(staff.page, 5, 'Faltó un billete de Q 5'))).toBe(cents(expected));
    await bar.getByRole('button', { name: 'Imprimir cierre' }).waitFor();
    await bar.getByRole('button', { name: 'Abrir caja' }).waitFor();

    // The admin's 'Cajas' lists it with its difference and reason; its detail shows each movement.
    await admin.page.goto('/dashboard/admin');
    await admin.page.getByRole('link', { name: 'Cajas' }).click();
    await admin.page.getByRole('heading', { name: 'Cajas', level: 1 }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: 'Faltó un billete de Q 5' }).first();
    await row.getByText('-Q 5.00').waitFor();
    await row.getByText('Ana Castillo').click();
    const detail = admin.page.getByRole('dialog', { name: 'Detalle de la caja' });
    await detail.getByText('Venta de mostrador').waitFor();
    await detail.getByText('Pase diario').first().waitFor();
    await detail.getByText('Cobro contra entrega').first().waitFor();
    await detail.getByRole('button', { name: 'Imprimir cierre (PDF)' }).waitFor();
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // The shift's money is the month's income, alike on the home, the payments desk and the reports.
    const after = await monthIncomeEverywhere(admin.page);
    const shift = creatine.price + passPrice + total;
    expect(cents(after.home - before.home)).toBe(cents(shift));
    expect(after.payments).toBe(after.home);
    expect(after.reports).toBe(after.home);
    await staff.context.close();
    await admin.context.close();
  });

  it('collecting a cash-on-delivery pickup asks the cash with its change and opens a drawer at Q 0.00 by itself', async () => {
    const orderNumber = await placeCashOnDeliveryPickup({
      name: 'Rita Contraentrega',
      email: 'rita.cod@correo.gt',
      phone: '5555 9911',
    });

    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    // The desk shows the drawer: none open after the close of the first test.
    const bar = staff.page.getByRole('region', { name: 'Caja' });
    await bar.getByText('Sin caja abierta').waitFor();

    const board = new OrdersBoardPage(staff.page);
    await board.open();
    await board.openOrder(orderNumber);
    for (const label of ['Confirmada', 'En preparación', 'Lista para recoger']) await board.advanceTo(label);
    const { total } = await board.collectAndAdvanceTo('Recogida');

    await staff.page.goto('/dashboard/staff');
    await bar.getByText('abierta automáticamente').waitFor();
    await bar.getByText(`Esperado: Q ${total.toFixed(2)}`).waitFor();
    expect(await closeDrawer(staff.page, 0, '')).toBeCloseTo(total, 2);
    await staff.context.close();
  });
});
