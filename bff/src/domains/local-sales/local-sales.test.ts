import { LOCAL_SALE_MESSAGES as M } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';

const SALE = `id saleNumber status statusLabel paymentMethod subtotal taxAmount totalAmount cashReceived change
  customer { name isLocal } employee { name } transferReference itemsCount
  items { name sku unitPrice quantity lineTotal }`;

interface Product {
  id: string;
  name: string;
  sku: string;
  price: number;
  stockQuantity: number;
}
interface Sale {
  id: string;
  saleNumber: string;
  status: string;
  totalAmount: number;
  change: number | null;
  itemsCount: number;
  customer: { name: string; isLocal: boolean };
  employee: { name: string } | null;
  items: { sku: string; quantity: number; lineTotal: number }[];
}

describe('local sales through the bff (real api)', () => {
  let stack: Stack;
  let staff: string;
  let cliente: string;

  beforeAll(async () => {
    stack = await startStack();
    staff = await stack.login('colaborador');
    cliente = await stack.login('cliente');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const search = async (q: string) => {
    const { body } = await gql<{ localSaleProducts: Product[] }>(
      stack.bff,
      'query($q: String!) { localSaleProducts(q: $q) { id name sku price stockQuantity } }',
      { token: staff, variables: { q } },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.localSaleProducts;
  };

  it('finds products by SKU or name, sells three for cash with change and reads the receipt', async () => {
    const [whey] = await search('PRO-ON-GS2');
    expect(whey).toMatchObject({ sku: 'PRO-ON-GS2', price: 365 });
    const byName = await search('creatina');
    expect(byName.length).toBeGreaterThan(0);
    const [creatine] = await search('CRE-ON-300');
    const [iso] = await search('PRO-DY-ISO');
    const total = 2 * whey!.price + creatine!.price + iso!.price;

    const { body } = await gql<{ sellCash: { message: string; sale: Sale } }>(
      stack.bff,
      `mutation($input: CashSaleInput!) { sellCash(input: $input) { message sale { ${SALE} } } }`,
      {
        token: staff,
        variables: {
          input: {
            items: [
              { productId: whey!.id, quantity: 2 },
              { productId: creatine!.id, quantity: 1 },
              { productId: iso!.id, quantity: 1 },
            ],
            cashReceived: 3000,
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    const { sale, message } = body.data!.sellCash;
    expect(message).toBe(M.cashRecorded);
    expect(sale).toMatchObject({
      status: 'completed',
      totalAmount: total,
      change: Math.round((3000 - total) * 100) / 100,
      itemsCount: 4,
      customer: { name: 'Cliente local', isLocal: true },
      employee: { name: 'Ana Castillo' },
    });

    const receipt = await gql<{ localSale: Sale }>(stack.bff, `query($id: ID!) { localSale(id: $id) { ${SALE} } }`, {
      token: staff,
      variables: { id: sale.id },
    });
    expect(receipt.body.data!.localSale.saleNumber).toBe(sale.saleNumber);
    expect(receipt.body.data!.localSale.items).toHaveLength(3);

    const [after] = await search('PRO-ON-GS2');
    expect(after!.stockQuantity).toBe(whey!.stockQuantity - 2);

    const figures = await gql<{
      localSalesDailyReport: { totalSales: number; totalAmount: number; itemsSold: number };
      myLocalSalesStats: {
        today: { totalSales: number; byMethod: { cash: { amount: number } } };
        recentSales: { id: string }[];
      };
      localSales: { sales: { id: string }[]; pagination: { total: number } };
    }>(
      stack.bff,
      `{ localSalesDailyReport { totalSales totalAmount itemsSold }
         myLocalSalesStats { today { totalSales byMethod { cash { amount } } } recentSales { id } }
         localSales(filter: { status: "completed" }) { sales { id } pagination { total } } }`,
      { token: staff },
    );
    expect(figures.body.errors).toBeUndefined();
    expect(figures.body.data!.localSalesDailyReport).toEqual({ totalSales: 1, totalAmount: total, itemsSold: 4 });
    expect(figures.body.data!.myLocalSalesStats.today.byMethod.cash.amount).toBe(total);
    expect(figures.body.data!.myLocalSalesStats.recentSales[0]!.id).toBe(sale.id);
    expect(figures.body.data!.localSales.sales.map((s) => s.id)).toContain(sale.id);
  });

  it('keeps a transfer sale pending until confirmed once; a second confirmation is a 409', async () => {
    const [bars] = await search('PRO-ON-GS5');
    const sold = await gql<{ sellTransfer: { sale: Sale & { transferReference: string } } }>(
      stack.bff,
      `mutation($input: TransferSaleInput!) { sellTransfer(input: $input) { message sale { ${SALE} } } }`,
      {
        token: staff,
        variables: {
          input: {
            items: [{ productId: bars!.id, quantity: 1 }],
            transferReference: 'BI-778899',
            customerName: 'Rosa',
          },
        },
      },
    );
    expect(sold.body.errors).toBeUndefined();
    const sale = sold.body.data!.sellTransfer.sale;
    expect(sale).toMatchObject({ status: 'pending', transferReference: 'BI-778899', customer: { name: 'Rosa' } });

    const pending = await gql<{ pendingLocalSaleTransfers: { total: number; sales: { id: string }[] } }>(
      stack.bff,
      '{ pendingLocalSaleTransfers { total totalAmount sales { id } } }',
      { token: staff },
    );
    expect(pending.body.data!.pendingLocalSaleTransfers.sales.map((s) => s.id)).toContain(sale.id);

    const confirm = `mutation($id: ID!) { confirmLocalSaleTransfer(id: $id, notes: "Boleta vista") { message sale { status } } }`;
    const first = await gql<{ confirmLocalSaleTransfer: { message: string; sale: { status: string } } }>(
      stack.bff,
      confirm,
      { token: staff, variables: { id: sale.id } },
    );
    expect(first.body.data!.confirmLocalSaleTransfer).toEqual({
      message: M.transferConfirmed,
      sale: { status: 'completed' },
    });
    const second = await gql(stack.bff, confirm, { token: staff, variables: { id: sale.id } });
    expect(firstError(second.body)).toMatchObject({ status: 409, message: M.alreadyConfirmed });
  });

  it('cancels a pending transfer sale once and gives its stock back', async () => {
    const [iso] = await search('PRO-DY-ISO');
    const sold = await gql<{ sellTransfer: { sale: { id: string } } }>(
      stack.bff,
      'mutation($input: TransferSaleInput!) { sellTransfer(input: $input) { sale { id } } }',
      { token: staff, variables: { input: { items: [{ productId: iso!.id, quantity: 2 }] } } },
    );
    const id = sold.body.data!.sellTransfer.sale.id;
    expect((await search('PRO-DY-ISO'))[0]!.stockQuantity).toBe(iso!.stockQuantity - 2);
    const cancel = `mutation($id: ID!) { cancelLocalSale(id: $id, reason: "No llegó") { message sale { status } } }`;
    const first = await gql<{ cancelLocalSale: { message: string; sale: { status: string } } }>(stack.bff, cancel, {
      token: staff,
      variables: { id },
    });
    expect(first.body.data!.cancelLocalSale).toEqual({ message: M.saleCancelled, sale: { status: 'cancelled' } });
    expect((await search('PRO-DY-ISO'))[0]!.stockQuantity).toBe(iso!.stockQuantity);
    const second = await gql(stack.bff, cancel, { token: staff, variables: { id } });
    expect(firstError(second.body)).toMatchObject({ status: 409, message: M.cancelledSale });
  });

  it('refuses bad input in Spanish and keeps clients out', async () => {
    const [whey] = await search('PRO-ON-GS2');
    const sell = `mutation($input: CashSaleInput!) { sellCash(input: $input) { sale { id } } }`;
    const zero = await gql(stack.bff, sell, {
      token: staff,
      variables: { input: { items: [{ productId: whey!.id, quantity: 0 }], cashReceived: 500 } },
    });
    expect(firstError(zero.body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(firstError(zero.body).message).toMatch(/La cantidad/);
    const empty = await gql(stack.bff, sell, { token: staff, variables: { input: { items: [], cashReceived: 5 } } });
    expect(firstError(empty.body).message).toBe('La venta debe tener al menos un producto');
    const short = await gql(stack.bff, sell, {
      token: staff,
      variables: { input: { items: [{ productId: whey!.id, quantity: 1 }], cashReceived: 10 } },
    });
    expect(firstError(short.body)).toMatchObject({ status: 422, message: M.receivedBelowTotal });
    const outsider = await gql(stack.bff, '{ myLocalSalesStats { date } }', { token: cliente });
    expect(firstError(outsider.body).code).toBe('FORBIDDEN');
  });
});
