import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { MemberMembershipPage } from '../pages/member-area';
import { PaymentsAdminPage } from '../pages/payments-admin-page';
import { launchBrowser, newSession } from '../support/browser';
import { ACCOUNTS } from '../support/accounts';
import { receiptPng } from '../support/files';

const QUEUE_SIZE = 20;

/** Waits until the queue shows exactly (eq) or fewer than (lt) `n` transfers. */
async function waitForQueueLength(page: Page, n: number, how: 'eq' | 'lt'): Promise<void> {
  await page.waitForFunction(
    ([size, mode]) => {
      const shown = document.querySelectorAll('[aria-label="Transferencias pendientes"] [role="option"]').length;
      return mode === 'eq' ? shown === size : shown < size;
    },
    [n, how] as const,
  );
}

async function apiCall<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('apiUrl')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A client of its own with `count` daily passes paid by transfer waiting in the queue. */
async function seedTransferQueue(count: number): Promise<{ lastName: string }> {
  const { email, password } = ACCOUNTS.admin;
  const { token } = await apiCall<{ token: string }>('/auth/login', null, { email, password });
  const lastName = `Colateclado${Date.now().toString(36).replace(/\d/g, '')}`;
  const { user } = await apiCall<{ user: { id: string } }>('/users', token, {
    email: `${lastName.toLowerCase()}@visitas.demo`,
    password: 'Visita-Teclado-2026',
    firstName: 'Rosa',
    lastName,
    role: 'cliente',
  });
  for (let i = 0; i < count; i += 1) {
    await apiCall('/front-desk/daily-income', token, { visitors: 1, method: 'transfer', userId: user.id });
  }
  return { lastName };
}

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

  it(`a clerk clears a queue of ${QUEUE_SIZE} transfers without the mouse`, async () => {
    const { lastName } = await seedTransferQueue(QUEUE_SIZE);
    const staff = await newSession(browser);
    await new LoginPage(staff.page).signInAs('colaborador');
    const desk = new PaymentsAdminPage(staff.page);
    await desk.open();
    // Narrow the queue to this client's passes, then leave the search box with Tab: keys are shortcuts again.
    await desk.searchWithKeys(lastName);
    await waitForQueueLength(staff.page, QUEUE_SIZE, 'eq');

    for (let cleared = 0; cleared < QUEUE_SIZE; cleared += 1) {
      const remaining = QUEUE_SIZE - cleared;
      await desk.approveSelectedWithKeys({ awaitToast: false });
      await waitForQueueLength(staff.page, remaining, 'lt');
    }
    await staff.page.getByText('No hay transferencias pendientes.').waitFor();
    await staff.context.close();

    // The api agrees: none of this client's passes is pending any more.
    const { email, password } = ACCOUNTS.colaborador;
    const { token } = await apiCall<{ token: string }>('/auth/login', null, { email, password });
    const queue = await apiCall<{ transfers: unknown[] }>(
      `/payments/transfers/pending-detailed?limit=100&search=${encodeURIComponent(lastName)}`,
      token,
    );
    expect(queue.transfers).toHaveLength(0);
  });
});
