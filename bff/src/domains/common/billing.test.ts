import { TAX_ID_MESSAGES } from '@gym/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

/** What the api stored for a sale, read from its own database (the invoices module reads the same). */
async function storedBilling(stack: Stack, table: 'payments' | 'local_sales', id: string) {
  const result = await stack.api.db.execute(
    sql`select billing_tax_id, billing_name from ${sql.identifier(table)} where id = ${id}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

describe("the buyer's NIT or CF through the bff (real api)", () => {
  let stack: Stack;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const SELL = 'mutation($input: CashSaleInput!) { sellCash(input: $input) { sale { id totalAmount } } }';
  const productId = async (sku: string) => {
    const { body } = await gql<{ localSaleProducts: { id: string; price: number }[] }>(
      stack.bff,
      'query($q: String!) { localSaleProducts(q: $q) { id price } }',
      { token: staff, variables: { q: sku } },
    );
    return body.data!.localSaleProducts[0]!;
  };

  it('sells at the counter with a NIT, refuses a wrong check digit before the api and CF at Q 2,500', async () => {
    const iso = await productId('PRO-DY-ISO');
    const sold = await gql<{ sellCash: { sale: { id: string } } }>(stack.bff, SELL, {
      token: staff,
      variables: {
        input: {
          items: [{ productId: iso.id, quantity: 1 }],
          cashReceived: 1000,
          billing: { taxId: '576937-K', name: 'Gimnasio del Valle, S.A.' },
        },
      },
    });
    expect(sold.body.errors).toBeUndefined();
    expect(await storedBilling(stack, 'local_sales', sold.body.data!.sellCash.sale.id)).toEqual({
      billing_tax_id: '576937K',
      billing_name: 'Gimnasio del Valle, S.A.',
    });

    const callsBefore = stack.apiCalls.length;
    const wrong = await gql(stack.bff, SELL, {
      token: staff,
      variables: {
        input: { items: [{ productId: iso.id, quantity: 1 }], cashReceived: 1000, billing: { taxId: '1234567-8' } },
      },
    });
    expect(firstError(wrong.body).message).toContain(TAX_ID_MESSAGES.invalidNit);
    expect(stack.apiCalls.slice(callsBefore).some((call) => call.url.includes('/local-sales/cash'))).toBe(false);

    // Three at Q 899.00 = Q 2,697.00: only the api knows the total, and its refusal arrives as is.
    const cf = await gql(stack.bff, SELL, {
      token: staff,
      variables: {
        input: { items: [{ productId: iso.id, quantity: 3 }], cashReceived: 3000, billing: { taxId: 'CF' } },
      },
    });
    expect(firstError(cf.body)).toMatchObject({ message: TAX_ID_MESSAGES.cfNotAllowed, status: 400 });
  });

  it("keeps the desk pass's CUI, and a member's default NIT read back on `me`", async () => {
    const pass = await gql<{ registerDailyIncome: { payment: { id: string } } }>(
      stack.bff,
      `mutation($input: DailyIncomeInput!) { registerDailyIncome(input: $input) { payment { id } } }`,
      {
        token: staff,
        variables: { input: { visitors: 1, method: 'cash', receivedAmount: 100, billing: { taxId: '2345678990101' } } },
      },
    );
    expect(pass.body.errors).toBeUndefined();
    expect(await storedBilling(stack, 'payments', pass.body.data!.registerDailyIncome.payment.id)).toEqual({
      billing_tax_id: '2345678990101',
      billing_name: null,
    });

    const maria = await stack.login('maria');
    const update = await gql<{ updateProfile: { user: { billingTaxId: string; billingName: string } } }>(
      stack.bff,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { billingTaxId billingName } } }',
      { token: maria, variables: { input: { billingTaxId: '576937-k', billingName: 'María Ajú' } } },
    );
    expect(update.body.errors).toBeUndefined();
    const me = await gql<{ me: { billingTaxId: string; billingName: string } }>(
      stack.bff,
      '{ me { billingTaxId billingName } }',
      { token: maria },
    );
    expect(me.body.data!.me).toEqual({ billingTaxId: '576937K', billingName: 'María Ajú' });

    const wrong = await gql(
      stack.bff,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { billingTaxId } } }',
      { token: maria, variables: { input: { billingTaxId: '576937-5' } } },
    );
    expect(firstError(wrong.body).message).toContain(TAX_ID_MESSAGES.invalidNit);
  });
});
