import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { MemberMembershipPage } from '../pages/member-area';
import { PaymentsAdminPage } from '../pages/payments-admin-page';
import { launchBrowser, newSession } from '../support/browser';
import { receiptPng } from '../support/files';

// A seeded client with no membership (README demo data); member.spec uses another one.
const MEMBER = { email: 'kevin.juarez@gimnasio.demo', password: 'Cliente123', name: /Kevin Juárez/ };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('payments desk', () => {
  it("a client's transfer is approved from the keyboard and the client's home shows the membership active", async () => {
    const member = await newSession(browser);
    await new LoginPage(member.page).open();
    await new LoginPage(member.page).signIn(MEMBER.email, MEMBER.password);
    await member.page.waitForURL((url) => url.pathname === '/dashboard/client');
    const membership = new MemberMembershipPage(member.page);
    await membership.openFromHome();
    await membership.choosePlan('Mensual');
    await membership.chooseSlot('Martes', '06:00 - 08:00');
    await membership.chooseSlot('Jueves', '17:00 - 19:00');
    await membership.next();
    await membership.payByTransfer();
    await membership.confirm();
    await membership.uploadProof({ name: 'comprobante.png', mimeType: 'image/png', buffer: receiptPng() });

    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    const desk = new PaymentsAdminPage(staff.page);
    await desk.open();
    await staff.page.getByText('A: aprobar · R: rechazar', { exact: false }).waitFor();
    // The oldest transfer is selected on arrival.
    expect(await desk.queue().getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await desk.selectWithKeys(MEMBER.name);
    // The selected transfer's proof shows beside the queue.
    await staff.page.getByRole('region', { name: 'Comprobante' }).getByRole('img', { name: 'Comprobante' }).waitFor();
    await desk.approveSelectedWithKeys();
    await desk.transfer(MEMBER.name).waitFor({ state: 'detached' });
    await staff.context.close();

    await member.page.goto('/dashboard/client');
    await member.page.getByText('Activa', { exact: true }).first().waitFor();
    expect(await member.page.getByText('En validación').count()).toBe(0);
    await member.context.close();
  });
});
