import { INVOICE_MESSAGES as M, nitCheckCharacter } from '@gym/domain';
import { startFelCertifier, type FelCertifierStandIn } from '@gym/api/test/fel-certifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const INVOICE = `id type status statusLabel fiscal documentNumber total vat authorization pdfPath retryable
  receiver { idType taxId name } certifier { name nit } lines { description quantity unitPrice total vat }`;
const GYM_NIT = `7654321${nitCheckCharacter('7654321')}`;

async function eventually<T>(check: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('still not true after waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('FEL invoices through the bff (real api, local certifier)', () => {
  let stack: Stack;
  let fel: FelCertifierStandIn;
  let admin: string;
  let staff: string;
  let cliente: string;

  beforeAll(async () => {
    fel = await startFelCertifier({ nits: { [GYM_NIT]: 'GIMNASIO DEMO, S.A.' } });
    stack = await startStack(
      {},
      { jobs: { enabled: true, relayIntervalMs: 100 }, fel: { certifierUrl: fel.url, secret: 'y'.repeat(40) } },
    );
    admin = await stack.login('admin');
    staff = await stack.login('colaborador');
    cliente = await stack.login('cliente');
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    await fel?.close();
  });

  it('saves the fiscal settings, certifies a sale, lists it, prints it, exports the month', async () => {
    const input = {
      nit: GYM_NIT,
      legalName: 'Gimnasio Demo, S.A.',
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
    };
    const save = (token: string, values: Record<string, unknown>) =>
      gql<{ saveFiscalSettings: { message: string; settings: { enabled: boolean; credentials: object } } }>(
        stack.bff,
        `mutation($input: FiscalSettingsInput!) { saveFiscalSettings(input: $input) { message settings { enabled documentType credentials { user signingKey apiKey } } } }`,
        { token, variables: { input: values } },
      );
    expect(firstError((await save(staff, input)).body).code).toBe('FORBIDDEN');
    const refused = await save(admin, { ...input, credentialApiKey: 'MALA' });
    expect(firstError(refused.body).message).toMatch(/^El certificador rechazó las credenciales/);
    const saved = await save(admin, input);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveFiscalSettings).toEqual({
      message: M.settingsSaved,
      settings: { enabled: true, documentType: 'FACT', credentials: { user: true, signingKey: true, apiKey: true } },
    });
    const read = await gql(stack.bff, '{ fiscalSettings { nit enabled address { postalCode } } }', { token: admin });
    expect(read.body.data).toEqual({
      fiscalSettings: { nit: GYM_NIT, enabled: true, address: { postalCode: '01010' } },
    });

    const sold = await stack.api.inject({
      method: 'POST',
      url: '/api/front-desk/daily-income',
      headers: { authorization: `Bearer ${staff}` },
      payload: { receivedAmount: 50, visitorName: 'Visitante' },
    });
    expect(sold.statusCode).toBe(201);
    const list = () =>
      gql<{ invoices: { invoices: { id: string; status: string; pdfPath: string }[] } }>(
        stack.bff,
        `{ invoices(filter: { status: "certified" }) { invoices { ${INVOICE} } pagination { total } } }`,
        { token: staff },
      );
    const invoice = await eventually(async () => (await list()).body.data?.invoices.invoices[0]);
    expect(invoice).toMatchObject({
      type: 'FACT',
      statusLabel: 'Certificada',
      fiscal: true,
      receiver: { idType: 'CF', taxId: 'CF', name: 'Visitante' },
      certifier: { name: 'INFILE, SOCIEDAD ANONIMA' },
      retryable: false,
      pdfPath: `/bff/invoices/${invoice.id}/pdf`,
    });
    const one = await gql(stack.bff, `query($id: ID!) { invoice(id: $id) { id status } }`, {
      token: staff,
      variables: { id: invoice.id },
    });
    expect(one.body.data).toEqual({ invoice: { id: invoice.id, status: 'certified' } });
    // The receipt asks for its own sale's document, not a page of the day's.
    const sale = await stack.api.inject({
      url: `/api/invoices/${invoice.id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    const { sourceType, sourceId } = sale.json().data.invoice as { sourceType: string; sourceId: string };
    const bySale = await gql<{ invoices: { invoices: { id: string }[] } }>(
      stack.bff,
      `query($filter: InvoiceFilterInput) { invoices(filter: $filter) { invoices { id } } }`,
      { token: staff, variables: { filter: { sources: [{ sourceType, sourceId }] } } },
    );
    expect(bySale.body.data!.invoices.invoices).toEqual([{ id: invoice.id }]);
    const badKind = await gql(
      stack.bff,
      `query($filter: InvoiceFilterInput) { invoices(filter: $filter) { invoices { id } } }`,
      {
        token: staff,
        variables: { filter: { sources: [{ sourceType: 'refund', sourceId }] } },
      },
    );
    expect(firstError(badKind.body).code).toBe('BAD_USER_INPUT');
    // The visitor's invoice is not the member's: 'Mis facturas' is empty, and reading it is a 404.
    const mine = await gql(stack.bff, '{ myInvoices { invoices { id } pagination { total } } }', { token: cliente });
    expect(mine.body.data).toEqual({ myInvoices: { invoices: [], pagination: { total: 0 } } });
    const mineBySale = await gql(
      stack.bff,
      `query($sources: [InvoiceSourceInput!]) { myInvoices(sources: $sources) { invoices { id } } }`,
      { token: cliente, variables: { sources: [{ sourceType, sourceId }] } },
    );
    expect(mineBySale.body.data).toEqual({ myInvoices: { invoices: [] } });
    const foreign = await gql(stack.bff, `query($id: ID!) { invoice(id: $id) { id } }`, {
      token: cliente,
      variables: { id: invoice.id },
    });
    expect(firstError(foreign.body)).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
    expect(firstError((await gql(stack.bff, '{ invoices { invoices { id } } }', { token: cliente })).body).code).toBe(
      'FORBIDDEN',
    );

    const retry = await gql(stack.bff, `mutation($id: ID!) { retryInvoice(id: $id) { message } }`, {
      token: staff,
      variables: { id: invoice.id },
    });
    expect(firstError(retry.body).message).toBe(M.notRetryable);

    const pdf = await stack.bff.inject({ url: invoice.pdfPath, headers: { authorization: `Bearer ${staff}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await stack.bff.inject({ url: invoice.pdfPath })).statusCode).toBe(401);
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Guatemala' }).slice(0, 7);
    const excel = await stack.bff.inject({
      url: `/bff/invoices/export?month=${month}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const name = await gql(stack.bff, `query($nit: String!) { taxpayerName(nit: $nit) }`, {
      token: cliente,
      variables: { nit: GYM_NIT },
    });
    expect(name.body.data).toEqual({ taxpayerName: 'GIMNASIO DEMO, S.A.' });
  }, 60_000);
});
