import { formatGTQ, INVOICE_MESSAGES, nitCheckCharacter, TAX_ID_MESSAGES } from '@gym/domain';
import ExcelJS from 'exceljs';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, fiscalSettings, invoices, payments, products, type InvoiceRow } from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { startFelCertifier, STAND_IN_CERTIFIER_NAME, type FelCertifierStandIn } from '../../test/fel-certifier';
import { eventually, startSmtp } from '../../test/smtp';
import { backends, bearer, createTestApp, signInDemo, type TestApp } from '../../test/test-app';

const GYM_NIT_DIGITS = '7654321';
const GYM_NIT = `${GYM_NIT_DIGITS}${nitCheckCharacter(GYM_NIT_DIGITS)}`;
const BUYER_NIT_DIGITS = '1234567';
const BUYER_NIT = `${BUYER_NIT_DIGITS}${nitCheckCharacter(BUYER_NIT_DIGITS)}`;

describe.each(backends)('FEL invoices on %s', (backend) => {
  let t: TestApp;
  let fel: FelCertifierStandIn;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let member: Record<string, string>;
  let memberId: string;

  beforeAll(async () => {
    fel = await startFelCertifier({ nits: { [GYM_NIT]: 'GIMNASIO DEMO, S.A.', [BUYER_NIT]: 'JUAN PEREZ' } });
    smtp = await startSmtp();
    t = await createTestApp(
      backend,
      {
        jobs: { enabled: true, relayIntervalMs: 100 },
        fel: { certifierUrl: fel.url, secret: 'x'.repeat(40) },
        mail: { smtpUrl: smtp.url, from: 'Gimnasio <no-responder@gimnasio.test>' },
      },
      { jobTuning: { pollingIntervalSeconds: 0.5, retry: { limit: 2, delaySeconds: 1 } } },
    );
    admin = bearer((await signInDemo(t.app, 'admin')).token);
    staff = bearer((await signInDemo(t.app, 'colaborador')).token);
    const signedIn = await signInDemo(t.app, 'cliente');
    member = bearer(signedIn.token);
    memberId = signedIn.userId;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fel?.close();
    await smtp?.close();
  });

  const settings = (overrides: Record<string, unknown> = {}) => ({
    nit: `${GYM_NIT_DIGITS}-${nitCheckCharacter(GYM_NIT_DIGITS)}`,
    legalName: 'Gimnasio Demo, Sociedad Anónima',
    commercialName: 'Gimnasio Demo',
    establishmentCode: 1,
    street: '5a avenida 10-20 zona 10',
    postalCode: '01010',
    municipality: 'Guatemala',
    department: 'Guatemala',
    vatRegime: 'general',
    certifier: 'infile',
    credentialUser: fel.credentials.user,
    credentialSigningKey: fel.credentials.signingKey,
    credentialApiKey: fel.credentials.apiKey,
    ...overrides,
  });
  const dailyPass = async (extra: Record<string, unknown> = {}) => {
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/daily-income',
      headers: staff,
      payload: { receivedAmount: 50, visitorName: 'Visitante Uno', ...extra },
    });
    expect(sold.statusCode).toBe(201);
    return sold.json().data.payment as { id: string; amount: number; status: string };
  };
  const invoiceOf = (sourceId: string, type?: string) =>
    eventually(async () => {
      const rows = await t.app.db.select().from(invoices).where(eq(invoices.sourceId, sourceId));
      return rows.find((row) => (type ? row.type === type : row.type !== 'NCRE')) ?? null;
    });
  const until = (id: string, status: string) =>
    eventually(async () => {
      const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, id));
      return row?.status === status ? row : null;
    });

  it('issues a numbered Comprobante (not a tax invoice) while FEL is off', async () => {
    const payment = await dailyPass();
    const row = await invoiceOf(payment.id);
    expect(row).toMatchObject({ type: 'COMP', status: 'receipt', receiverTaxId: 'CF', receiverName: 'Visitante Uno' });
    const read = await t.app.inject({ url: `/api/invoices/${row.id}`, headers: staff });
    expect(read.json().data.invoice).toMatchObject({
      fiscal: false,
      typeLabel: 'Comprobante (no es factura)',
      documentNumber: expect.stringMatching(/^C-\d{6}$/),
      total: 25,
    });
    const pdf = await t.app.inject({ url: `/api/invoices/${row.id}/pdf`, headers: staff });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // No certifier call for a Comprobante.
    expect(fel.requests.filter((r) => r.outcome !== 'lookup')).toHaveLength(0);
  });

  it('keeps the fiscal settings for the admin: credentials checked, encrypted, never returned', async () => {
    const empty = await t.app.inject({ url: '/api/invoices/fiscal-settings', headers: admin });
    expect(empty.json().data).toMatchObject({
      enabled: false,
      credentials: { user: false, signingKey: false, apiKey: false },
    });
    const put = (body: Record<string, unknown>, headers = admin) =>
      t.app.inject({ method: 'PUT', url: '/api/invoices/fiscal-settings', headers, payload: body });

    expect((await put(settings(), staff)).statusCode).toBe(403);
    const badNit = await put(settings({ nit: '1234567-0' }));
    expect(badNit.statusCode).toBe(422);
    expect(badNit.json().message).toBe(INVOICE_MESSAGES.invalidNit);
    const refused = await put(settings({ credentialApiKey: 'LLAVE-EQUIVOCADA' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^El certificador rechazó las credenciales/);
    expect(await t.app.db.select().from(fiscalSettings)).toHaveLength(0);

    const saved = await put(settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      nit: GYM_NIT,
      documentType: 'FACT',
      enabled: true,
      credentials: { user: true, signingKey: true, apiKey: true },
    });
    const read = await t.app.inject({ url: '/api/invoices/fiscal-settings', headers: admin });
    for (const secret of [fel.credentials.signingKey, fel.credentials.apiKey]) expect(read.body).not.toContain(secret);
    const [row] = await t.app.db.select().from(fiscalSettings);
    for (const stored of [row!.credentialUser, row!.credentialSigningKey, row!.credentialApiKey]) {
      expect(stored).toMatch(/^v1:/);
      expect(stored).not.toContain(fel.credentials.apiKey);
      expect(stored).not.toContain(fel.credentials.signingKey);
    }
    // How the gym pays ISR: on profits until the admin says otherwise; kept when not sent.
    expect(saved.json().data.isrRegime).toBe('profits');
    const badIsr = await put(settings({ isrRegime: 'mensual' }));
    expect(badIsr.statusCode).toBe(422);
    expect(badIsr.json().message).toMatch(/^El régimen del ISR/);
    expect((await put(settings({ isrRegime: 'simplified' }))).json().data.isrRegime).toBe('simplified');
    // Saving again without credentials keeps the stored ones.
    const kept = await put(settings({ credentialUser: '', credentialSigningKey: '', credentialApiKey: '' }));
    expect(kept.json().data).toMatchObject({ enabled: true, isrRegime: 'simplified' });
    expect((await put(settings({ isrRegime: 'profits' }))).json().data.isrRegime).toBe('profits');
    const audits = await t.app.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'fiscal_settings'));
    expect(audits.length).toBe(4);
    expect(JSON.stringify(audits)).not.toContain(fel.credentials.apiKey);
  });

  it('certifies a membership payment once it completes, and the member reads and prints it', async () => {
    const plans = (await t.app.inject({ url: '/api/memberships/plans' })).json().data.plans as { id: string }[];
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/memberships/purchase',
      headers: member,
      payload: { planId: plans[0]!.id, paymentMethod: 'transfer', selectedSchedule: {} },
    });
    expect(bought.statusCode).toBe(201);
    const paymentId = bought.json().data.payment.id as string;
    await t.app.db
      .update(payments)
      .set({ billingTaxId: BUYER_NIT, billingName: 'JUAN PEREZ' })
      .where(eq(payments.id, paymentId));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/validate-transfer`,
      headers: staff,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    const row = await until((await invoiceOf(paymentId)).id, 'certified');
    expect(row).toMatchObject({ type: 'FACT', receiverIdType: 'NIT', receiverTaxId: BUYER_NIT, userId: memberId });
    expect(fel.documents.get(row.authorization!)).toMatchObject({ type: 'FACT', receiverId: BUYER_NIT });

    const mine = await t.app.inject({ url: '/api/invoices/mine', headers: member });
    const view = mine.json().data.invoices.find((i: { id: string }) => i.id === row.id);
    expect(view).toMatchObject({
      status: 'certified',
      statusLabel: 'Certificada',
      certifier: { name: STAND_IN_CERTIFIER_NAME },
      documentNumber: `${row.series}-${row.number}`,
      verificationUrl: expect.stringContaining(`numero=${row.authorization}`),
      phrases: ['Sujeto a pagos trimestrales ISR'],
    });
    const pdf = await t.app.inject({ url: `/api/invoices/${row.id}/pdf`, headers: member });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Someone else's invoice does not exist for a member.
    const comprobante = (await t.app.db.select().from(invoices).where(eq(invoices.type, 'COMP')))[0]!;
    expect((await t.app.inject({ url: `/api/invoices/${comprobante.id}`, headers: member })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invoices', headers: member })).statusCode).toBe(403);
    const byNit = await t.app.inject({
      url: `/api/invoices?nit=${BUYER_NIT_DIGITS}-${BUYER_NIT.slice(-1)}`,
      headers: staff,
    });
    expect(byNit.json().data.invoices.map((i: { id: string }) => i.id)).toEqual([row.id]);
    // A screen asks for the documents of the sales it shows, however old: by the sale, not a page.
    const ids = (response: { json: () => { data: { invoices: { id: string }[] } } }) =>
      response.json().data.invoices.map((i) => i.id);
    const otherSale = '3f2b8c1e-9a4d-4c7e-8b1a-2d3e4f5a6b7c';
    const sources = `sources=order:${otherSale},payment:${paymentId}`;
    expect(ids(await t.app.inject({ url: `/api/invoices/mine?${sources}`, headers: member }))).toEqual([row.id]);
    expect(ids(await t.app.inject({ url: `/api/invoices?${sources}`, headers: staff }))).toEqual([row.id]);
    expect(ids(await t.app.inject({ url: `/api/invoices?sources=order:${otherSale}`, headers: staff }))).toEqual([]);
    // Another member's sale stays out of 'mine' even when named.
    const othersSale = `sources=${comprobante.sourceType}:${comprobante.sourceId}`;
    expect(ids(await t.app.inject({ url: `/api/invoices/mine?${othersSale}`, headers: member }))).toEqual([]);
    const badSources = await t.app.inject({ url: '/api/invoices/mine?sources=payment:42', headers: member });
    expect(badSources.statusCode).toBe(422);
    expect(badSources.json().message).toBe(INVOICE_MESSAGES.sourcesInvalid);

    // The member gets the certified invoice by e-mail, its PDF attached.
    const number = `${row.series}-${row.number}`;
    const mail = await eventually(async () => smtp.received.find((m) => m.subject?.includes(number)));
    expect(mail.subject).toBe(`Factura ${number} por ${formatGTQ(Number(row.total))}`);
    expect(mail.text).toContain(`Autorización: ${row.authorization}`);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: `factura-${number}.pdf` });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never blocks or loses a sale while the certifier is down; the retry certifies it once', async () => {
    fel.failNext(3, 503);
    const payment = await dailyPass();
    expect(payment.status).toBe('completed');
    const first = await invoiceOf(payment.id);
    const failed = await until(first.id, 'failed');
    expect(failed.attempts).toBe(3);
    const listed = await t.app.inject({ url: '/api/invoices?status=failed', headers: staff });
    expect(listed.json().data.invoices[0]).toMatchObject({
      id: failed.id,
      statusLabel: 'Factura pendiente',
      retryable: true,
    });
    const [kept] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept!.status).toBe('completed');

    const retried = await t.app.inject({ method: 'POST', url: `/api/invoices/${failed.id}/retry`, headers: staff });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(INVOICE_MESSAGES.retryQueued);
    const certified = await until(failed.id, 'certified');
    const sent = fel.requests.filter((r) => r.headers.identificador === certified.idempotencyKey);
    expect(sent.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'certified']);
    expect([...fel.documents.values()].filter((d) => d.authorization === certified.authorization)).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/invoices/${failed.id}/retry`, headers: staff });
    expect(again.statusCode).toBe(409);
  }, 40_000);

  it('certifies a counter sale with its products as goods, the VAT each line includes', async () => {
    const [product] = await t.app.db
      .select()
      .from(products)
      .where(gt(products.stockQuantity, 2))
      .orderBy(asc(products.price))
      .limit(1);
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/local-sales/cash',
      headers: staff,
      payload: {
        items: [{ productId: product!.id, quantity: 2 }],
        customerName: 'Cliente Mostrador',
        cashReceived: 5000,
      },
    });
    expect(sold.statusCode).toBe(201);
    const sale = sold.json().data.sale as { id: string; totalAmount: number };
    const row = await until((await invoiceOf(sale.id)).id, 'certified');
    expect(row).toMatchObject({ sourceType: 'local_sale', type: 'FACT', receiverName: 'Cliente Mostrador' });
    expect(row.lines).toEqual([expect.objectContaining({ kind: 'B', description: product!.name, quantity: 2 })]);
    expect(Number(row.total)).toBe(sale.totalAmount);
    expect(Number(row.vat)).toBeCloseTo(sale.totalAmount - Math.round((sale.totalAmount / 1.12) * 100) / 100, 2);
  });

  const certifiedPass = async () => {
    const payment = await dailyPass();
    return { payment, invoice: await until((await invoiceOf(payment.id)).id, 'certified') };
  };
  /** What the card refund does (stripe/refunds.service.ts): the payment's refunded total and its event. */
  const refund = (paymentId: string, amount: number, refundedTotal: number, reason: string) =>
    t.app.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ refundedAmount: refundedTotal.toFixed(2) })
        .where(eq(payments.id, paymentId));
      await recordEvent(tx, 'payment.refunded', { paymentId, amount, refundedTotal, reason });
    });

  it('voids the invoice of a sale refunded in full, with its reason', async () => {
    const { payment, invoice } = await certifiedPass();
    await refund(payment.id, payment.amount, payment.amount, 'Cobro duplicado');
    const voided = await until(invoice.id, 'voided');
    expect(voided.voidReason).toBe('Cobro duplicado');
    expect(fel.documents.get(invoice.authorization!)!.voided).toBe(true);
  });

  it('issues a credit note (NCRE) referring to the invoice for a partial refund', async () => {
    const { payment, invoice } = await certifiedPass();
    await refund(payment.id, 10, 10, 'Descuento no aplicado');
    const note = await until((await invoiceOf(payment.id, 'NCRE')).id, 'certified');
    expect(note).toMatchObject({ referenceInvoiceId: invoice.id, total: '10.00' });
    expect(fel.documents.get(note.authorization!)).toMatchObject({ type: 'NCRE' });
    const [original] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(original!.status).toBe('certified');
  });

  it('refuses CF at Q 2,500 or more until staff set the buyer NIT, then certifies', async () => {
    const [big] = await t.app.db
      .insert(payments)
      .values({
        amount: '3000.00',
        method: 'cash',
        status: 'completed',
        paymentType: 'daily',
        concept: 'Pase anual corporativo',
        payerName: 'Empresa',
      })
      .returning();
    await t.app.db.transaction((tx) =>
      recordEvent(tx, 'payment.completed', { paymentId: big!.id, userId: null, method: 'cash', amount: 3000 }),
    );
    const row: InvoiceRow = await until((await invoiceOf(big!.id)).id, 'failed');
    expect(row.lastError).toBe(INVOICE_MESSAGES.cfNotAllowed);
    expect(fel.requests.some((r) => r.headers.identificador === row.idempotencyKey)).toBe(false);
    const cf = await t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${row.id}/receiver`,
      headers: staff,
      payload: { taxId: 'CF' },
    });
    expect(cf.statusCode).toBe(422);
    expect(cf.json().message).toBe(TAX_ID_MESSAGES.cfNotAllowed);
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${row.id}/receiver`,
      headers: staff,
      payload: { taxId: `${BUYER_NIT_DIGITS}-${BUYER_NIT.slice(-1)}`, name: 'JUAN PEREZ' },
    });
    expect(fixed.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/invoices/${row.id}/retry`, headers: staff });
    expect(await until(row.id, 'certified')).toMatchObject({ receiverTaxId: BUYER_NIT });
  });

  it("looks up a taxpayer's name through the certifier, and exports the month for the accountant", async () => {
    const lookup = await t.app.inject({ url: `/api/invoices/taxpayers/${BUYER_NIT}`, headers: member });
    expect(lookup.json().data).toEqual({ name: 'JUAN PEREZ' });
    const unknown = await t.app.inject({ url: '/api/invoices/taxpayers/CF', headers: member });
    expect(unknown.json().data).toEqual({ name: null });

    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Guatemala' }).slice(0, 7);
    const file = await t.app.inject({ url: `/api/invoices/export?month=${month}`, headers: staff });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const count = (await t.app.db.select().from(invoices).where(and())).length;
    expect(sheet.rowCount).toBe(count + 1);
    const bad = await t.app.inject({ url: '/api/invoices/export?month=2026-13', headers: staff });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(INVOICE_MESSAGES.monthInvalid);
  });
});
