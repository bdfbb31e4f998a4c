/**
 * Local sales (point of sale at the counter). Prices, VAT and totals come from the products in the
 * database (the client sends only product ids and quantities); the stock leaves in the sale's
 * transaction under the same row locks online orders take (`lockProducts`, id order), so a counter
 * sale and online orders racing for the last units never oversell.
 */
import {
  businessDate,
  cancelSaleError,
  confirmTransferError,
  isUuid,
  LOCAL_CUSTOMER_LABEL,
  LOCAL_SALE_MESSAGES as M,
  LOCAL_SALE_STATUS_LABELS,
  localSaleChange,
  localSaleMovementReason,
  localSaleNumber,
  localSaleRestockReason,
  localSaleTotals,
  roundMoney,
  insufficientStockMessage,
  type LocalSaleStatus,
  pageCount,
  type BillingInput,
} from '@gym/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  localSaleCounters,
  localSaleItems,
  localSales,
  products,
  users,
  type LocalSaleItemRow,
  type LocalSaleRow,
} from '../../db/schema/index';
import { recordEvent } from '../../events/outbox';
import { recordAudit } from '../../lib/audit';
import { saleBilling } from '../../lib/billing';
import { AppError } from '../../lib/errors';
import { recordCashMovement } from '../cash-drawer/ledger';
import { lockProducts, recordStockMovements, type MovementInput } from '../store/stock.service';

export const LOCAL_SALE_ENTITY = 'local_sale';

export interface SaleLineInput {
  productId: string;
  quantity: number;
}

export interface NewSale {
  items: SaleLineInput[];
  customerName?: string | null | undefined;
  customerPhone?: string | null | undefined;
  customerEmail?: string | null | undefined;
  notes?: string | null | undefined;
  billing?: BillingInput | null | undefined;
}

export interface CashSaleInput extends NewSale {
  cashReceived: number;
}

export interface TransferSaleInput extends NewSale {
  transferReference?: string | null | undefined;
}

type Seller = { id: string; firstName?: string; lastName?: string };

export function presentSale(
  sale: LocalSaleRow,
  items: LocalSaleItemRow[],
  employee: { id: string; firstName: string; lastName: string } | null,
) {
  const status = sale.status as LocalSaleStatus;
  return {
    id: sale.id,
    saleNumber: sale.saleNumber,
    saleDate: sale.saleDate,
    status,
    statusLabel: LOCAL_SALE_STATUS_LABELS[status] ?? sale.status,
    paymentMethod: sale.paymentMethod as 'cash' | 'transfer',
    subtotal: Number(sale.subtotal),
    taxAmount: Number(sale.taxAmount),
    totalAmount: Number(sale.totalAmount),
    cashReceived: sale.cashReceived === null ? null : Number(sale.cashReceived),
    change: sale.changeAmount === null ? null : Number(sale.changeAmount),
    customer: {
      name: sale.customerName ?? LOCAL_CUSTOMER_LABEL,
      phone: sale.customerPhone,
      email: sale.customerEmail,
      isLocal: !sale.customerName,
    },
    notes: sale.notes,
    transferReference: sale.transferReference,
    employeeId: sale.employeeId,
    employee: employee ? { id: employee.id, name: `${employee.firstName} ${employee.lastName}`.trim() } : null,
    confirmedAt: sale.confirmedAt?.toISOString() ?? null,
    confirmationNotes: sale.confirmationNotes,
    cancelledAt: sale.cancelledAt?.toISOString() ?? null,
    cancelReason: sale.cancelReason,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.productName,
      sku: item.sku,
      unitPrice: Number(item.unitPrice),
      quantity: item.quantity,
      lineTotal: Number(item.lineTotal),
    })),
    itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    createdAt: sale.createdAt.toISOString(),
  };
}

export type LocalSaleOut = ReturnType<typeof presentSale>;

async function loadSales(db: Executor, rows: LocalSaleRow[]): Promise<LocalSaleOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const employeeIds = [...new Set(rows.map((r) => r.employeeId).filter((id): id is string => Boolean(id)))];
  const items = await db
    .select()
    .from(localSaleItems)
    .where(inArray(localSaleItems.saleId, ids))
    .orderBy(asc(localSaleItems.productName));
  const employees =
    employeeIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, employeeIds));
  return rows.map((row) =>
    presentSale(
      row,
      items.filter((i) => i.saleId === row.id),
      employees.find((e) => e.id === row.employeeId) ?? null,
    ),
  );
}

export async function getSale(db: Executor, id: string): Promise<LocalSaleOut> {
  if (!isUuid(id)) throw new AppError(404, M.notFound);
  const rows = await db.select().from(localSales).where(eq(localSales.id, id)).limit(1);
  const sale = (await loadSales(db, rows))[0];
  if (!sale) throw new AppError(404, M.notFound);
  return sale;
}

/** The next receipt number of the business day; the counter row stays locked until the sale commits (no gaps, no repeats). */
async function nextSaleNumber(tx: Transaction, day: string): Promise<string> {
  const [row] = await tx
    .insert(localSaleCounters)
    .values({ saleDate: day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: localSaleCounters.saleDate,
      set: { lastNumber: sql`${localSaleCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: localSaleCounters.lastNumber });
  return localSaleNumber(day, row?.lastNumber ?? 1);
}

const clean = (text: string | null | undefined) => (text ? text.trim() || null : null);

/**
 * Records a sale in one transaction: locks the products (id order), checks each is active, not
 * archived and in stock, prices the lines from the database, takes the receipt number, writes the
 * sale, its lines, the stock, a movement per product and the audit row. Any refusal writes nothing.
 */
async function recordSale(
  db: Database,
  seller: Seller,
  input: NewSale,
  payment: { method: 'cash'; cashReceived: number } | { method: 'transfer'; transferReference: string | null },
): Promise<string> {
  const ids = input.items.map((i) => i.productId);
  if (new Set(ids).size !== ids.length) throw new AppError(422, M.duplicateProduct);
  if (ids.some((id) => !isUuid(id))) throw new AppError(404, M.productNotFound);
  return db.transaction(async (tx) => {
    const locked = await lockProducts(tx, ids);
    const lines = input.items.map((item) => {
      const product = locked.get(item.productId);
      if (!product || !product.isActive || product.archivedAt) throw new AppError(404, M.productNotFound);
      if (product.stockQuantity < item.quantity)
        throw new AppError(409, insufficientStockMessage(product.name, product.stockQuantity));
      return { product, quantity: item.quantity, price: Number(product.price) };
    });
    const totals = localSaleTotals(lines);
    const billing = saleBilling(input.billing, totals.totalAmount);
    let cashReceived: number | null = null;
    let change: number | null = null;
    if (payment.method === 'cash') {
      const result = localSaleChange(totals.totalAmount, payment.cashReceived);
      if (!result.ok) throw new AppError(422, result.message);
      cashReceived = payment.cashReceived;
      change = result.change;
    }
    const day = businessDate();
    const saleNumber = await nextSaleNumber(tx, day);
    const status: LocalSaleStatus = payment.method === 'cash' ? 'completed' : 'pending';
    const [sale] = await tx
      .insert(localSales)
      .values({
        saleNumber,
        saleDate: day,
        status,
        paymentMethod: payment.method,
        subtotal: totals.subtotal.toFixed(2),
        taxAmount: totals.taxAmount.toFixed(2),
        totalAmount: totals.totalAmount.toFixed(2),
        cashReceived: cashReceived === null ? null : cashReceived.toFixed(2),
        changeAmount: change === null ? null : change.toFixed(2),
        customerName: clean(input.customerName),
        customerPhone: clean(input.customerPhone),
        customerEmail: clean(input.customerEmail),
        ...billing,
        notes: clean(input.notes),
        transferReference: payment.method === 'transfer' ? clean(payment.transferReference) : null,
        employeeId: seller.id,
      })
      .returning();
    if (!sale) throw new Error('local sale insert returned nothing');
    await tx.insert(localSaleItems).values(
      lines.map((line) => ({
        saleId: sale.id,
        productId: line.product.id,
        productName: line.product.name,
        sku: line.product.sku,
        unitPrice: line.price.toFixed(2),
        quantity: line.quantity,
        lineTotal: roundMoney(line.price * line.quantity).toFixed(2),
      })),
    );
    const movements: MovementInput[] = [];
    for (const line of [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1))) {
      const after = line.product.stockQuantity - line.quantity;
      await tx
        .update(products)
        .set({ stockQuantity: after, updatedAt: new Date() })
        .where(eq(products.id, line.product.id));
      movements.push({
        productId: line.product.id,
        kind: 'local_sale',
        stockBefore: line.product.stockQuantity,
        stockAfter: after,
        reason: localSaleMovementReason(saleNumber),
        actorId: seller.id,
      });
    }
    await recordStockMovements(tx, movements);
    await recordAudit(tx, {
      entityType: LOCAL_SALE_ENTITY,
      entityId: sale.id,
      action: payment.method === 'cash' ? 'cash_sale' : 'transfer_sale',
      fromStatus: null,
      toStatus: status,
      actorId: seller.id,
      details: {
        saleNumber,
        totalAmount: totals.totalAmount,
        cashReceived,
        change,
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity, unitPrice: l.price })),
      },
    });
    // The cash of a counter sale goes into the seller's drawer (opened at Q 0.00 when none is).
    if (payment.method === 'cash')
      await recordCashMovement(tx, seller.id, {
        kind: 'counter_sale',
        amount: totals.totalAmount,
        referenceType: LOCAL_SALE_ENTITY,
        referenceId: sale.id,
        description: `Venta ${saleNumber}`,
      });
    await recordEvent(tx, 'local_sale.created', { saleId: sale.id, sellerId: seller.id, status });
    if (status === 'completed') await recordEvent(tx, 'local_sale.completed', { saleId: sale.id });
    return sale.id;
  });
}

export async function createCashSale(db: Database, seller: Seller, input: CashSaleInput): Promise<LocalSaleOut> {
  const id = await recordSale(db, seller, input, { method: 'cash', cashReceived: input.cashReceived });
  return getSale(db, id);
}

export async function createTransferSale(
  db: Database,
  seller: Seller,
  input: TransferSaleInput,
): Promise<LocalSaleOut> {
  const id = await recordSale(db, seller, input, {
    method: 'transfer',
    transferReference: input.transferReference ?? null,
  });
  return getSale(db, id);
}

async function lockSale(tx: Transaction, id: string): Promise<LocalSaleRow> {
  if (!isUuid(id)) throw new AppError(404, M.notFound);
  const [sale] = await tx.select().from(localSales).where(eq(localSales.id, id)).for('update');
  if (!sale) throw new AppError(404, M.notFound);
  return sale;
}

/** A pending transfer sale becomes completed, once: the second confirmation (even at the same moment) is a 409. */
export async function confirmTransfer(
  db: Database,
  actorId: string,
  id: string,
  notes: string | null | undefined,
): Promise<LocalSaleOut> {
  await db.transaction(async (tx) => {
    const sale = await lockSale(tx, id);
    const refusal = confirmTransferError(sale);
    if (refusal) throw new AppError(409, refusal);
    const now = new Date();
    await tx
      .update(localSales)
      .set({
        status: 'completed',
        confirmedBy: actorId,
        confirmedAt: now,
        confirmationNotes: clean(notes),
        updatedAt: now,
      })
      .where(eq(localSales.id, id));
    await recordAudit(tx, {
      entityType: LOCAL_SALE_ENTITY,
      entityId: id,
      action: 'confirm_transfer',
      fromStatus: sale.status,
      toStatus: 'completed',
      actorId,
      reason: clean(notes),
      details: { saleNumber: sale.saleNumber, totalAmount: Number(sale.totalAmount) },
    });
    await recordEvent(tx, 'local_sale.completed', { saleId: id });
  });
  return getSale(db, id);
}

/** A pending transfer sale that will not be paid is cancelled and its units go back on the shelf, once. */
export async function cancelSale(
  db: Database,
  actorId: string,
  id: string,
  reason: string | null | undefined,
): Promise<LocalSaleOut> {
  await db.transaction(async (tx) => {
    const sale = await lockSale(tx, id);
    const refusal = cancelSaleError(sale);
    if (refusal) throw new AppError(409, refusal);
    const items = await tx.select().from(localSaleItems).where(eq(localSaleItems.saleId, id));
    const perProduct = new Map<string, number>();
    for (const item of items)
      if (item.productId) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);
    const locked = await lockProducts(tx, [...perProduct.keys()]);
    const movements: MovementInput[] = [];
    for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const product = locked.get(productId);
      if (!product) continue;
      const after = product.stockQuantity + quantity;
      await tx.update(products).set({ stockQuantity: after, updatedAt: new Date() }).where(eq(products.id, productId));
      movements.push({
        productId,
        kind: 'local_sale_restock',
        stockBefore: product.stockQuantity,
        stockAfter: after,
        reason: localSaleRestockReason(sale.saleNumber),
        actorId,
      });
    }
    await recordStockMovements(tx, movements);
    const now = new Date();
    await tx
      .update(localSales)
      .set({ status: 'cancelled', cancelledBy: actorId, cancelledAt: now, cancelReason: clean(reason), updatedAt: now })
      .where(eq(localSales.id, id));
    await recordAudit(tx, {
      entityType: LOCAL_SALE_ENTITY,
      entityId: id,
      action: 'cancel',
      fromStatus: sale.status,
      toStatus: 'cancelled',
      actorId,
      reason: clean(reason),
      details: { saleNumber: sale.saleNumber, restocked: Object.fromEntries(perProduct) },
    });
    await recordEvent(tx, 'local_sale.cancelled', { saleId: id, sellerId: sale.employeeId, reason: clean(reason) });
  });
  return getSale(db, id);
}

export interface SalesQuery {
  page: number;
  limit: number;
  status?: LocalSaleStatus | undefined;
  paymentMethod?: 'cash' | 'transfer' | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  employeeId?: string | undefined;
}

/** Sales, newest first, filtered by status, method, business days and seller. */
export async function listSales(db: Executor, query: SalesQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(localSales.status, query.status));
  if (query.paymentMethod) conditions.push(eq(localSales.paymentMethod, query.paymentMethod));
  if (query.startDate) conditions.push(gte(localSales.saleDate, query.startDate));
  if (query.endDate) conditions.push(lte(localSales.saleDate, query.endDate));
  if (query.employeeId) conditions.push(eq(localSales.employeeId, query.employeeId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(localSales)
      .where(where)
      .orderBy(desc(localSales.createdAt), desc(localSales.saleNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(localSales).where(where),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    sales: await loadSales(db, rows),
    pagination: { total, page: query.page, pages: pageCount(total, query.limit), limit: query.limit },
  };
}

/** Transfer sales waiting for their transfer, oldest first (the one waiting longest on top). */
export async function pendingTransfers(db: Executor) {
  const rows = await db
    .select()
    .from(localSales)
    .where(and(eq(localSales.status, 'pending'), eq(localSales.paymentMethod, 'transfer')))
    .orderBy(asc(localSales.createdAt));
  const sales = await loadSales(db, rows);
  return { sales, total: sales.length, totalAmount: roundMoney(sales.reduce((sum, s) => sum + s.totalAmount, 0)) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products the counter can sell: active, not archived, with stock; matched by name or SKU. An
 * exact SKU (what a barcode scanner types) comes first, then SKUs and names starting with the text.
 */
export async function searchProducts(db: Executor, q: string, limit: number) {
  const text = q.trim();
  const conditions: SQL[] = [
    eq(products.isActive, true),
    isNull(products.archivedAt),
    sql`${products.stockQuantity} > 0`,
  ];
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const match = or(ilike(products.name, pattern), ilike(products.sku, pattern));
    if (match) conditions.push(match);
  }
  const prefix = `${escapeLike(text)}%`;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(and(...conditions))
    .orderBy(
      sql`case when lower(${products.sku}) = lower(${text}) then 0
        when ${products.sku} ilike ${prefix} or ${products.name} ilike ${prefix} then 1 else 2 end`,
      asc(products.name),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

interface Tally {
  count: number;
  amount: number;
}

async function figures(db: Executor, where: SQL | undefined) {
  const byStatusMethod = await db
    .select({
      status: localSales.status,
      method: localSales.paymentMethod,
      n: count(),
      amount: sql<string>`coalesce(sum(${localSales.totalAmount}), 0)`,
    })
    .from(localSales)
    .where(where)
    .groupBy(localSales.status, localSales.paymentMethod);
  const [items] = await db
    .select({ units: sql<string>`coalesce(sum(${localSaleItems.quantity}), 0)` })
    .from(localSaleItems)
    .innerJoin(localSales, eq(localSales.id, localSaleItems.saleId))
    .where(and(where, eq(localSales.status, 'completed')));
  const tally = (filter: (r: (typeof byStatusMethod)[number]) => boolean): Tally => {
    const rows = byStatusMethod.filter(filter);
    return {
      count: rows.reduce((sum, r) => sum + r.n, 0),
      amount: roundMoney(rows.reduce((sum, r) => sum + Number(r.amount), 0)),
    };
  };
  const completed = tally((r) => r.status === 'completed');
  return {
    // Spec §4: local sales count in reports when completed.
    totalSales: completed.count,
    totalAmount: completed.amount,
    itemsSold: Number(items?.units ?? 0),
    averageTicket: completed.count ? roundMoney(completed.amount / completed.count) : 0,
    byMethod: {
      cash: tally((r) => r.status === 'completed' && r.method === 'cash'),
      transfer: tally((r) => r.status === 'completed' && r.method === 'transfer'),
    },
    pendingTransfers: tally((r) => r.status === 'pending'),
    cancelled: tally((r) => r.status === 'cancelled'),
  };
}

/** One business day: completed totals by method, count, units sold, pending and cancelled, and the products sold. */
export async function dailyReport(db: Executor, date: string = businessDate()) {
  const where = eq(localSales.saleDate, date);
  const summary = await figures(db, where);
  const products = await db
    .select({
      productId: localSaleItems.productId,
      name: localSaleItems.productName,
      sku: localSaleItems.sku,
      quantity: sql<string>`sum(${localSaleItems.quantity})`,
      amount: sql<string>`sum(${localSaleItems.lineTotal})`,
    })
    .from(localSaleItems)
    .innerJoin(localSales, eq(localSales.id, localSaleItems.saleId))
    .where(and(where, eq(localSales.status, 'completed')))
    .groupBy(localSaleItems.productId, localSaleItems.productName, localSaleItems.sku)
    .orderBy(desc(sql`sum(${localSaleItems.quantity})`), asc(localSaleItems.productName));
  return {
    date,
    ...summary,
    products: products.map((p) => ({ ...p, quantity: Number(p.quantity), amount: roundMoney(Number(p.amount)) })),
  };
}

/** The signed-in seller's figures: today, this month (Guatemala days), and their latest sales. */
export async function myStats(db: Executor, sellerId: string, recent: number) {
  const today = businessDate();
  const mine = eq(localSales.employeeId, sellerId);
  const [todayFigures, monthFigures, latest] = await Promise.all([
    figures(db, and(mine, eq(localSales.saleDate, today))),
    figures(db, and(mine, gte(localSales.saleDate, `${today.slice(0, 7)}-01`), lte(localSales.saleDate, today))),
    db.select().from(localSales).where(mine).orderBy(desc(localSales.createdAt)).limit(recent),
  ]);
  return { date: today, today: todayFigures, month: monthFigures, recentSales: await loadSales(db, latest) };
}
