import {
  addDays,
  FINANCIAL_REPORT_SOURCES,
  INVENTORY_LIMITS,
  profitMargin,
  REPORT_PAGE_SIZE,
  type InventoryStats,
  type InventoryTally,
  type ReportPeriod,
  ORDER_FINISHED_STATUSES,
} from '@gym/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditEvents,
  localSaleItems,
  localSales,
  orderItems,
  orders,
  productCategories,
  products,
  users,
} from '../../db/schema/index';
import { businessDay } from '../../db/business-day';
import { financialSource } from '../reports/service';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** A product on sale: active and not archived. */
const onSale = and(eq(products.isActive, true), isNull(products.archivedAt));
const atOrUnderMin = sql`${products.stockQuantity} <= ${products.minStock}`;

const money = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;
const tally = (row?: { count: number | string; amount: string | number | null }): InventoryTally => ({
  count: Number(row?.count ?? 0),
  amount: money(row?.amount),
});

const orderDay = businessDay(orders.createdAt);

/**
 * An online order counts as sold once delivered or picked up (spec §4 reporting counts: a
 * delivered order; a pickup order ends picked_up, its goods sold just the same). The plain range
 * on created_at, a day wider each side, lets the database use its index before the exact day test.
 */
const countedOrders = (range: DayRange) =>
  and(
    inArray(orders.status, [...ORDER_FINISHED_STATUSES]),
    sql`${orders.createdAt} >= ${addDays(range.startDate, -1)}::date`,
    sql`${orders.createdAt} < ${addDays(range.endDate, 2)}::date`,
    sql`${orderDay} >= ${range.startDate}::date`,
    sql`${orderDay} <= ${range.endDate}::date`,
  );

/** A local sale counts once completed (spec §4), on its Guatemala sale day. */
const countedLocalSales = (range: DayRange) =>
  and(
    eq(localSales.status, 'completed'),
    gte(localSales.saleDate, range.startDate),
    lte(localSales.saleDate, range.endDate),
  );

/** The stock on sale: products, how many at or under their minimum (but not out), how many out, its value. */
export async function inventorySummary(db: Executor) {
  const [row] = await db
    .select({
      totalProducts: count(),
      lowStockProducts: sql<number>`(count(*) filter (where ${products.stockQuantity} > 0 and ${atOrUnderMin}))::int`,
      outOfStockProducts: sql<number>`(count(*) filter (where ${products.stockQuantity} = 0))::int`,
      totalValue: sql<string>`coalesce(sum(${products.price} * ${products.stockQuantity}), 0)`,
    })
    .from(products)
    .where(onSale);
  return {
    totalProducts: Number(row?.totalProducts ?? 0),
    lowStockProducts: Number(row?.lowStockProducts ?? 0),
    outOfStockProducts: Number(row?.outOfStockProducts ?? 0),
    totalValue: money(row?.totalValue),
  };
}

/** Products on sale at or under their minimum stock (out of stock included), the emptiest first. */
export async function lowStock(db: Executor, limit?: number) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      stockQuantity: products.stockQuantity,
      minStock: products.minStock,
      price: products.price,
      categoryId: products.categoryId,
      categoryName: productCategories.name,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(onSale, atOrUnderMin))
    .orderBy(asc(products.stockQuantity), asc(products.name), asc(products.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({ ...row, price: money(row.price), outOfStock: row.stockQuantity === 0 }));
}

async function pendingTransfers(db: Executor) {
  const [online, local] = await Promise.all([
    db
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 'transfer'), eq(orders.status, 'pending'))),
    db
      .select({ count: count() })
      .from(localSales)
      .where(and(eq(localSales.paymentMethod, 'transfer'), eq(localSales.status, 'pending'))),
  ]);
  const o = Number(online[0]?.count ?? 0);
  const l = Number(local[0]?.count ?? 0);
  return { total: o + l, online: o, local: l };
}

/** Sales by Guatemala day: online (counted orders) and local (completed sales), each grouped by the database. */
async function salesByDay(db: Executor, range: DayRange) {
  const [online, local] = await Promise.all([
    db
      .select({
        date: sql<string>`to_char(${orderDay}, 'YYYY-MM-DD')`,
        count: count(),
        amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
      })
      .from(orders)
      .where(countedOrders(range))
      .groupBy(orderDay),
    db
      .select({
        date: sql<string>`to_char(${localSales.saleDate}, 'YYYY-MM-DD')`,
        count: count(),
        amount: sql<string>`coalesce(sum(${localSales.totalAmount}), 0)`,
      })
      .from(localSales)
      .where(countedLocalSales(range))
      .groupBy(localSales.saleDate),
  ]);
  const days = new Map<string, { date: string; online: InventoryTally; local: InventoryTally }>();
  const dayOf = (date: string) => {
    const found = days.get(date) ?? { date, online: tally(), local: tally() };
    days.set(date, found);
    return found;
  };
  for (const row of online) dayOf(row.date).online = tally(row);
  for (const row of local) dayOf(row.date).local = tally(row);
  const data = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const sum = (pick: (d: (typeof data)[number]) => InventoryTally): InventoryTally => ({
    count: data.reduce((n, d) => n + pick(d).count, 0),
    amount: money(data.reduce((n, d) => n + pick(d).amount, 0)),
  });
  const onlineTotal = sum((d) => d.online);
  const localTotal = sum((d) => d.local);
  return {
    data,
    online: onlineTotal,
    local: localTotal,
    total: { count: onlineTotal.count + localTotal.count, amount: money(onlineTotal.amount + localTotal.amount) },
  };
}

/** The best sellers of the period: units and revenue from counted orders and completed local sales. */
async function topSelling(db: Executor, range: DayRange, limit: number) {
  const byUnits = (units: SQL) => desc(units);
  const onlineUnits = sql<number>`sum(${orderItems.quantity})::int`;
  const localUnits = sql<number>`sum(${localSaleItems.quantity})::int`;
  const [online, local] = await Promise.all([
    db
      .select({
        productId: orderItems.productId,
        name: sql<string>`max(${orderItems.productName})`,
        sku: sql<string>`coalesce(max(${products.sku}), '')`,
        units: onlineUnits,
        revenue: sql<string>`coalesce(sum(${orderItems.lineTotal}), 0)`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(countedOrders(range))
      .groupBy(orderItems.productId)
      .orderBy(byUnits(onlineUnits))
      .limit(limit * 2),
    db
      .select({
        productId: localSaleItems.productId,
        name: sql<string>`max(${localSaleItems.productName})`,
        sku: sql<string>`max(${localSaleItems.sku})`,
        units: localUnits,
        revenue: sql<string>`coalesce(sum(${localSaleItems.lineTotal}), 0)`,
      })
      .from(localSaleItems)
      .innerJoin(localSales, eq(localSales.id, localSaleItems.saleId))
      .where(countedLocalSales(range))
      .groupBy(localSaleItems.productId)
      .orderBy(byUnits(localUnits))
      .limit(limit * 2),
  ]);
  const merged = new Map<string, InventoryStats['products']['topSelling'][number]>();
  for (const row of [...online, ...local]) {
    const key = row.productId ?? `sin-producto:${row.name}`;
    const found = merged.get(key);
    if (found) {
      found.unitsSold += Number(row.units);
      found.revenue = money(found.revenue + money(row.revenue));
      if (!found.sku) found.sku = row.sku;
    } else {
      merged.set(key, {
        productId: row.productId,
        name: row.name,
        sku: row.sku,
        unitsSold: Number(row.units),
        revenue: money(row.revenue),
      });
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.unitsSold - a.unitsSold || b.revenue - a.revenue || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Products, units in stock and stock value per category (products on sale). */
async function categoryFigures(db: Executor) {
  const rows = await db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      productCount: sql<number>`count(${products.id})::int`,
      stockUnits: sql<number>`coalesce(sum(${products.stockQuantity}), 0)::int`,
      stockValue: sql<string>`coalesce(sum(${products.price} * ${products.stockQuantity}), 0)`,
    })
    .from(productCategories)
    .leftJoin(products, and(eq(products.categoryId, productCategories.id), onSale))
    .groupBy(productCategories.id, productCategories.name, productCategories.displayOrder)
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
  return rows.map((row) => ({ ...row, stockValue: money(row.stockValue) }));
}

/** GET /inventory/stats: the stock, the period's sales by day, best sellers, alerts and categories. */
export async function inventoryStats(db: Executor, period: ReportPeriod, range: DayRange): Promise<InventoryStats> {
  const [inventory, sales, top, transfers, low, categories] = await Promise.all([
    inventorySummary(db),
    salesByDay(db, range),
    topSelling(db, range, INVENTORY_LIMITS.topSelling),
    pendingTransfers(db),
    lowStock(db, INVENTORY_LIMITS.lowStockAlerts),
    categoryFigures(db),
  ]);
  return {
    period,
    ...range,
    inventory,
    sales: { period, ...sales },
    products: { topSelling: top },
    alerts: {
      pendingTransfers: transfers,
      lowStockProducts: low.map(({ id, name, sku, stockQuantity, minStock }) => ({
        id,
        name,
        sku,
        stockQuantity,
        minStock,
      })),
    },
    categories,
  };
}

/** GET /inventory/dashboard: today's and the month's sales beside the stock and its alerts. */
export async function inventoryDashboard(db: Executor, today: string, monthStart: string) {
  const [todaySales, monthSales, inventory, transfers, low, recent] = await Promise.all([
    salesByDay(db, { startDate: today, endDate: today }),
    salesByDay(db, { startDate: monthStart, endDate: today }),
    inventorySummary(db),
    pendingTransfers(db),
    lowStock(db, INVENTORY_LIMITS.lowStockAlerts),
    db
      .select({
        id: localSales.id,
        saleNumber: localSales.saleNumber,
        status: localSales.status,
        paymentMethod: localSales.paymentMethod,
        totalAmount: localSales.totalAmount,
        createdAt: localSales.createdAt,
      })
      .from(localSales)
      .orderBy(desc(localSales.createdAt), desc(localSales.id))
      .limit(INVENTORY_LIMITS.topSelling),
  ]);
  const { data: _today, ...todayTotals } = todaySales;
  const { data: _month, ...monthTotals } = monthSales;
  return {
    date: today,
    today: todayTotals,
    month: { startDate: monthStart, endDate: today, ...monthTotals },
    inventory,
    alerts: {
      pendingTransfers: transfers,
      lowStockProducts: low.map(({ id, name, sku, stockQuantity, minStock }) => ({
        id,
        name,
        sku,
        stockQuantity,
        minStock,
      })),
    },
    recentLocalSales: recent.map((row) => ({
      ...row,
      totalAmount: money(row.totalAmount),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /inventory/financial-report: the four sources of the financial report (the reports
 * module's SQL, first page of details) and the totals the spec defines: income = memberships +
 * online orders + local sales, net = income - expenses, margin = net / income x 100.
 */
export async function financialReport(db: Executor, range: DayRange) {
  const [memberships, onlineOrders, localSalesSource, expenses] = await Promise.all(
    FINANCIAL_REPORT_SOURCES.map((source) =>
      financialSource(db, source, { ...range, page: 1, limit: REPORT_PAGE_SIZE }),
    ),
  );
  const pick = (s: Awaited<ReturnType<typeof financialSource>>) => ({
    total: s.total,
    count: s.count,
    breakdown: s.breakdown,
    details: s.details,
  });
  const totalIncome = money(memberships!.total + onlineOrders!.total + localSalesSource!.total);
  const netProfit = money(totalIncome - expenses!.total);
  return {
    period: range,
    ...range,
    memberships: pick(memberships!),
    onlineOrders: pick(onlineOrders!),
    localSales: pick(localSalesSource!),
    expenses: pick(expenses!),
    totalIncome,
    netProfit,
    profitMargin: profitMargin(totalIncome, netProfit),
  };
}

/**
 * GET /inventory/employee-performance: per seller, completed counter sales (count, amount,
 * units), pending and cancelled ones, and the online orders they moved (distinct orders with an
 * audited change by them in the range), each grouped by the database. Staff with nothing in the
 * range are left out.
 */
export async function employeePerformance(db: Executor, range: DayRange) {
  const inRange = and(gte(localSales.saleDate, range.startDate), lte(localSales.saleDate, range.endDate));
  const auditDay = businessDay(auditEvents.createdAt);
  const [sales, units, handled] = await Promise.all([
    db
      .select({
        employeeId: localSales.employeeId,
        salesCount: sql<number>`(count(*) filter (where ${localSales.status} = 'completed'))::int`,
        salesAmount: sql<string>`coalesce(sum(${localSales.totalAmount}) filter (where ${localSales.status} = 'completed'), 0)`,
        cashCount: sql<number>`(count(*) filter (where ${localSales.status} = 'completed' and ${localSales.paymentMethod} = 'cash'))::int`,
        transferCount: sql<number>`(count(*) filter (where ${localSales.status} = 'completed' and ${localSales.paymentMethod} = 'transfer'))::int`,
        pendingCount: sql<number>`(count(*) filter (where ${localSales.status} = 'pending'))::int`,
        cancelledCount: sql<number>`(count(*) filter (where ${localSales.status} = 'cancelled'))::int`,
      })
      .from(localSales)
      .where(and(inRange, sql`${localSales.employeeId} is not null`))
      .groupBy(localSales.employeeId),
    db
      .select({
        employeeId: localSales.employeeId,
        units: sql<number>`coalesce(sum(${localSaleItems.quantity}), 0)::int`,
      })
      .from(localSaleItems)
      .innerJoin(localSales, eq(localSales.id, localSaleItems.saleId))
      .where(and(inRange, eq(localSales.status, 'completed'), sql`${localSales.employeeId} is not null`))
      .groupBy(localSales.employeeId),
    db
      .select({
        employeeId: auditEvents.actorId,
        orders: sql<number>`count(distinct ${auditEvents.entityId})::int`,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'order'),
          sql`${auditEvents.actorId} is not null`,
          sql`${auditEvents.createdAt} >= ${addDays(range.startDate, -1)}::date`,
          sql`${auditEvents.createdAt} < ${addDays(range.endDate, 2)}::date`,
          sql`${auditDay} >= ${range.startDate}::date`,
          sql`${auditDay} <= ${range.endDate}::date`,
        ),
      )
      .groupBy(auditEvents.actorId),
  ]);
  const ids = [
    ...new Set([...sales, ...handled].map((row) => row.employeeId).filter((id): id is string => id !== null)),
  ];
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const staff = people.filter((person) => person.role !== 'cliente');
  const employees = staff.map((person) => {
    const s = sales.find((row) => row.employeeId === person.id);
    return {
      employeeId: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      role: person.role,
      localSales: {
        count: Number(s?.salesCount ?? 0),
        amount: money(s?.salesAmount),
        cash: Number(s?.cashCount ?? 0),
        transfer: Number(s?.transferCount ?? 0),
        pending: Number(s?.pendingCount ?? 0),
        cancelled: Number(s?.cancelledCount ?? 0),
        unitsSold: Number(units.find((row) => row.employeeId === person.id)?.units ?? 0),
      },
      onlineOrdersHandled: Number(handled.find((row) => row.employeeId === person.id)?.orders ?? 0),
    };
  });
  employees.sort(
    (a, b) =>
      b.localSales.amount - a.localSales.amount ||
      b.onlineOrdersHandled - a.onlineOrdersHandled ||
      a.name.localeCompare(b.name),
  );
  const totals = employees.reduce(
    (sum, e) => ({
      salesCount: sum.salesCount + e.localSales.count,
      salesAmount: money(sum.salesAmount + e.localSales.amount),
      onlineOrdersHandled: sum.onlineOrdersHandled + e.onlineOrdersHandled,
    }),
    { salesCount: 0, salesAmount: 0, onlineOrdersHandled: 0 },
  );
  return { ...range, employees, totals };
}
