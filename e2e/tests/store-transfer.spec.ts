import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CheckoutPage, StorePage, TransferConfirmationPage } from '../pages/store-page';
import { ACCOUNTS } from '../support/accounts';
import { launchBrowser, newSession } from '../support/browser';

const STRAPS = 'Straps de levantamiento'; // Q 85

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real 2x2 PNG, small enough to type here: what a phone's screenshot of a transfer would be. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.from([0, 0, 128, 0, 0, 128, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function staffTransferQueue(): Promise<
  { kind: string; hasProof: boolean; order: { orderNumber: string } | null }[]
> {
  const api = inject('apiUrl');
  const { email, password } = ACCOUNTS.colaborador;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const queue = await fetch(`${api}/payments/transfers/pending-detailed?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(queue.status).toBe(200);
  return ((await queue.json()) as { data: { transfers: [] } }).data.transfers;
}

describe('store order paid by transfer', () => {
  it('a guest pays by transfer, sends the proof from the confirmation page and staff see it in the queue', async () => {
    const { context, page } = await newSession(browser);
    const store = new StorePage(page);
    await store.open();
    await store.addFromSearch(STRAPS);
    await store.openCart();
    await store.drawer().getByRole('button', { name: 'Como invitado' }).click();
    await page.waitForURL('**/checkout');

    const checkout = new CheckoutPage(page);
    await checkout.fill({
      name: 'Tomás Transferencia',
      email: 'tomas.transferencia@correo.gt',
      phone: '5555 7777',
      street: '4a Calle 3-20 zona 1',
    });
    await page.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    const atCheckout = page.getByRole('alert', { name: 'Pago por transferencia' });
    // A guest sees the gym's accounts before ordering (the demo gym's account).
    await atCheckout.getByRole('list', { name: 'Cuentas bancarias del gimnasio' }).getByText('123-456789-0').waitFor();
    const total = ((await checkout.total()) ?? '').trim();
    expect(await atCheckout.getByText(total).count()).toBeGreaterThan(0);
    const orderNumber = await checkout.placeOrder();

    // The link's secret rides in the fragment: never sent to a server.
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/^\/checkout\/confirmation\//);
    expect(url.hash).toMatch(/^#token=[\w-]{40,}$/);
    expect(url.search).not.toContain('token');

    const confirmation = new TransferConfirmationPage(page);
    expect(await confirmation.amount()).toBe(total);
    expect(
      await confirmation
        .panel()
        .getByText(/Número de cuenta/)
        .count(),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copiar enlace' }).waitFor();

    await confirmation.uploadProof({ name: 'comprobante.png', mimeType: 'image/png', buffer: tinyPng() });

    const queue = await staffTransferQueue();
    expect(queue.find((entry) => entry.order?.orderNumber === orderNumber)).toMatchObject({
      kind: 'store',
      hasProof: true,
    });
    await context.close();
  });
});
