import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restUser } from '../../test/fixtures';
import { firstError, gql } from '../../test/graphql';
import { startStack, type Stack } from '../../test/stack';
import { sendJson, useBffOnStubApi, type StubHandler } from '../../test/stub-api';

const STATS = `{ inventoryStats(period: "today") {
  period startDate endDate
  inventory { totalProducts lowStockProducts outOfStockProducts totalValue }
  sales { period online { count amount } local { count amount } total { count amount } data { date } }
  products { topSelling { sku unitsSold revenue } }
  alerts { pendingTransfers { total online local } lowStockProducts { sku } }
  categories { name stockUnits }
} }`;

describe('inventory figures through the bff (real api)', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows a counter sale in the stats, the dashboard, the financial report and the seller performance', async () => {
    const found = await gql<{ localSaleProducts: { id: string; price: number }[] }>(
      stack.bff,
      '{ localSaleProducts(q: "PRO-ON-GS2") { id price } }',
      { token: admin },
    );
    const whey = found.body.data!.localSaleProducts[0]!;
    const sold = await gql(stack.bff, 'mutation($input: CashSaleInput!) { sellCash(input: $input) { sale { id } } }', {
      token: admin,
      variables: { input: { items: [{ productId: whey.id, quantity: 3 }], cashReceived: 2000 } },
    });
    expect(sold.body.errors).toBeUndefined();

    const stats = await gql<{
      inventoryStats: {
        period: string;
        inventory: { totalProducts: number };
        sales: { local: { count: number; amount: number } };
        products: { topSelling: { sku: string; unitsSold: number }[] };
      };
    }>(stack.bff, STATS, { token: admin });
    expect(stats.body.errors).toBeUndefined();
    const s = stats.body.data!.inventoryStats;
    expect(s.period).toBe('today');
    expect(s.inventory.totalProducts).toBeGreaterThan(0);
    expect(s.sales.local).toEqual({ count: 1, amount: 3 * whey.price });
    expect(s.products.topSelling[0]).toMatchObject({ sku: 'PRO-ON-GS2', unitsSold: 3 });

    const rest = await gql<{
      inventoryDashboard: { today: { local: { count: number } } };
      lowStockProducts: { total: number; products: { stockQuantity: number; minStock: number }[] };
      inventoryFinancialReport: { localSales: { total: number }; totalIncome: number; netProfit: number };
      employeePerformance: { employees: { name: string; localSales: { count: number; unitsSold: number } }[] };
    }>(
      stack.bff,
      `{ inventoryDashboard { today { local { count } } }
         lowStockProducts { total products { stockQuantity minStock } }
         inventoryFinancialReport { localSales { total } totalIncome netProfit profitMargin }
         employeePerformance { employees { name localSales { count unitsSold } } } }`,
      { token: admin },
    );
    expect(rest.body.errors).toBeUndefined();
    const d = rest.body.data!;
    expect(d.inventoryDashboard.today.local.count).toBe(1);
    expect(d.lowStockProducts.products.every((p) => p.stockQuantity <= p.minStock)).toBe(true);
    expect(d.inventoryFinancialReport.localSales.total).toBe(3 * whey.price);
    expect(d.employeePerformance.employees).toEqual([
      { name: 'Carlos Méndez', localSales: { count: 1, unitsSold: 3 } },
    ]);
  });

  it('refuses an unknown period in Spanish', async () => {
    const { body } = await gql(stack.bff, '{ inventoryStats(period: "decade") { period } }', { token: admin });
    expect(firstError(body)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(firstError(body).message).toMatch(/El periodo/);
  });
});

const ADMIN_USER = restUser({ id: '22222222-2222-4222-8222-222222222222', role: 'admin' });
const asAdmin =
  (rest: StubHandler): StubHandler =>
  (request, response) => {
    if (request.url?.startsWith('/api/auth/profile'))
      return sendJson(response, 200, { success: true, data: { user: ADMIN_USER } });
    return rest(request, response);
  };

describe('inventory figures when the api fails (stub api)', () => {
  const s = useBffOnStubApi();

  it('failed stats give zeros for the period asked (spec §8)', async () => {
    s.stub.setHandler(asAdmin((_request, response) => sendJson(response, 500, { success: false, message: 'falló' })));
    const { body } = await gql<{ inventoryStats: Record<string, unknown> }>(s.app, STATS, { token: 'token' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.inventoryStats).toMatchObject({
      period: 'today',
      inventory: { totalProducts: 0, lowStockProducts: 0, outOfStockProducts: 0, totalValue: 0 },
      sales: { period: 'today', online: { count: 0, amount: 0 }, local: { count: 0, amount: 0 }, data: [] },
      products: { topSelling: [] },
      alerts: { pendingTransfers: { total: 0, online: 0, local: 0 }, lowStockProducts: [] },
      categories: [],
    });
  });

  it('a dropped connection also gives zeros; an expired session does not', async () => {
    s.stub.setHandler(asAdmin((request) => request.socket.destroy()));
    const dropped = await gql<{ inventoryStats: { inventory: { totalProducts: number } } }>(
      s.app,
      '{ inventoryStats { period inventory { totalProducts } } }',
      { token: 'token' },
    );
    expect(dropped.body.errors).toBeUndefined();
    expect(dropped.body.data!.inventoryStats).toEqual({ period: 'month', inventory: { totalProducts: 0 } });

    s.stub.setHandler(
      asAdmin((_request, response) => sendJson(response, 401, { success: false, message: 'Token inválido' })),
    );
    const expired = await gql(s.app, '{ inventoryStats { period } }', { token: 'token' });
    expect(firstError(expired.body).code).toBe('UNAUTHENTICATED');
  });

  it('the other figures report the failure instead of inventing zeros', async () => {
    s.stub.setHandler(asAdmin((_request, response) => sendJson(response, 500, { success: false, message: 'falló' })));
    const { body } = await gql(s.app, '{ lowStockProducts { total } }', { token: 'token' });
    expect(firstError(body).status).toBe(500);
  });
});
