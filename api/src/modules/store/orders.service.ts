import { randomInt } from 'node:crypto';
import {
  CARD_PAYMENT_MESSAGES,
  CHECKOUT_DEFAULTS,
  deliveryTypeOf,
  insufficientStockMessage,
  LOCALE,
  orderStatusInfo,
  orderTotals,
  PAGINATION,
  roundMoney,
  STORE_MESSAGES,
  validateOrderPayload,
  type DeliveryMethod,
  isUuid,
  pageCount,
} from '@gym/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { isUniqueViolation, type Database, type Executor, type Transaction } from '../../db/client';
import {
  orderItems,
  orders,
  payments,
  productImages,
  products,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index';
import { saleBilling } from '../../lib/billing';
import { AppError, validationError } from '../../lib/errors';
import { newOpaqueSecret, secretMatches } from '../../lib/tokens';
import { createPendingPayment } from '../payments/ledger';
import { clearCart } from './cart.service';
import type { CartOwner } from './owner';
import { recordOrderStatus, statusHistories, type OrderStatusEntry } from './order-status-history';
import { recordStockMovements, type MovementInput } from './stock.service';
import { type CreateOrderBody, type OrderOut } from './schemas';

const STAFF_ROLES = new Set(['admin', 'colaborador']);

// No 0/O/1/I: order numbers are read aloud over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Readable and unique: `ORD-YYMMDD-XXXXXX` (date in Guatemala); the unique index settles collisions. */
export function newOrderNumber(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LOCALE.timeZone,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${part('year')}${part('month')}${part('day')}-${suffix}`;
}

function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  paymentId: string | null,
  statusHistory: OrderStatusEntry[],
): OrderOut {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: orderStatusInfo(order.status).label,
    paymentMethod: order.paymentMethod,
    deliveryMethod: order.deliveryMethod,
    deliveryType: order.deliveryType,
    deliveryTimeSlot: order.deliveryTimeSlot,
    customerInfo: order.customerInfo,
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    subtotal: Number(order.subtotal),
    taxAmount: Number(order.taxAmount),
    shippingAmount: Number(order.shippingAmount),
    totalAmount: Number(order.totalAmount),
    userId: order.userId,
    paymentId,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.productName,
      image: item.productImage,
      price: Number(item.unitPrice),
      quantity: item.quantity,
      selectedVariants: item.selectedVariants,
      lineTotal: Number(item.lineTotal),
    })),
    statusHistory,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Orders with their lines, payment and status history. `staffView` names who made each change and
 * shows the staff's notes on it; a customer's own view keeps both out (actor and notes null): a note
 * such as a cancellation's reason is written for colleagues, never sent to the owner or a guest.
 */
export async function loadOrders(db: Executor, rows: OrderRow[], staffView = false): Promise<OrderOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, paymentRows, histories] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName)),
    db.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(inArray(payments.orderId, ids)),
    statusHistories(db, ids),
  ]);
  return rows.map((row) =>
    presentOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      paymentRows.find((p) => p.orderId === row.id)?.id ?? null,
      (histories.get(row.id) ?? []).map((entry) => (staffView ? entry : { ...entry, actor: null, notes: null })),
    ),
  );
}

// Same mapping as the payments module's from-order route (card orders are paid online).
const PAYMENT_OF_METHOD = {
  cash_on_delivery: { method: 'cash', paymentType: 'store_cash_delivery' },
  card: { method: 'card', paymentType: 'store_online' },
  transfer: { method: 'transfer', paymentType: 'store_transfer' },
} as const;

/** The order's pending payment, in the order's transaction (payments module owns the table). */
async function insertPendingPayment(tx: Transaction, order: OrderRow): Promise<void> {
  const kind = PAYMENT_OF_METHOD[order.paymentMethod as keyof typeof PAYMENT_OF_METHOD];
  await createPendingPayment(tx, {
    userId: order.userId,
    amount: Number(order.totalAmount),
    method: kind.method,
    paymentType: kind.paymentType,
    concept: `Orden ${order.orderNumber}`,
    orderId: order.id,
    billing: { billingTaxId: order.billingTaxId, billingName: order.billingName },
  });
}

async function findByIdempotencyKey(db: Executor, ownerKey: string, key: string): Promise<OrderOut | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerKey, ownerKey), eq(orders.idempotencyKey, key)))
    .limit(1);
  return (await loadOrders(db, rows))[0] ?? null;
}

export interface CreatedOrder {
  order: OrderOut;
  /** false when an earlier order with the same idempotency key was returned. */
  created: boolean;
  /**
   * A guest paying by transfer: the secret of the link that lets them send the proof later (from
   * any device). Given once, at creation; only its hash is kept.
   */
  proofToken: string | null;
}

/**
 * Prices and totals come from the database, never from the client. Products are locked in id
 * order (no deadlock between two orders), stock checked and decremented in the same transaction.
 */
export async function createOrder(
  db: Database,
  owner: CartOwner,
  body: CreateOrderBody,
  idempotencyKey: string | null,
  options: { cardPayments: boolean },
): Promise<CreatedOrder> {
  const fieldErrors = validateOrderPayload(
    {
      items: body.items ?? [],
      customerInfo: body.customerInfo,
      shippingAddress: body.shippingAddress,
      paymentMethod: body.paymentMethod ?? CHECKOUT_DEFAULTS.paymentMethod,
      deliveryMethod: body.deliveryMethod ?? 'local',
    },
    owner.kind === 'guest',
  );
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  // A card order with no card processor could never be paid: the shopper chooses another way now.
  if (body.paymentMethod === 'card' && !options.cardPayments) throw new AppError(400, CARD_PAYMENT_MESSAGES.disabled);

  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, owner.key, idempotencyKey);
    if (earlier) return { order: earlier, created: false, proofToken: null };
  }

  // Same product twice (e.g. two option sets) is one stock check.
  const wanted = (body.items ?? []).map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    selectedVariants: Object.fromEntries(
      Object.entries(item.selectedVariants ?? {}).filter(([key]) => key !== 'quantity'),
    ),
  }));
  if (wanted.some((item) => !isUuid(item.productId))) throw new AppError(400, STORE_MESSAGES.productNotFound);
  const perProduct = new Map<string, number>();
  for (const item of wanted) perProduct.set(item.productId, (perProduct.get(item.productId) ?? 0) + item.quantity);

  const user = owner.user?.row;
  const customerInfo = {
    name: body.customerInfo?.name?.trim() || (user ? `${user.firstName} ${user.lastName}`.trim() : ''),
    email: body.customerInfo?.email?.trim() || user?.email || '',
    phone: body.customerInfo?.phone?.trim() || user?.phone || '',
  };
  const deliveryMethod = (body.deliveryMethod ?? 'local') as DeliveryMethod;
  const address = body.shippingAddress;
  const shippingAddress =
    deliveryMethod === 'pickup' && !address?.street
      ? null
      : {
          street: address?.street?.trim() || null,
          city: address?.city?.trim() || null,
          state: address?.state?.trim() || CHECKOUT_DEFAULTS.state,
          zipCode: address?.zipCode?.trim() || CHECKOUT_DEFAULTS.zipCode,
          reference: address?.reference?.trim() || null,
        };

  const paymentMethod = body.paymentMethod ?? CHECKOUT_DEFAULTS.paymentMethod;
  const proofSecret = owner.kind === 'guest' && paymentMethod === 'transfer' ? newOpaqueSecret() : null;

  for (let attempt = 0; ; attempt += 1) {
    try {
      const orderId = await db.transaction(async (tx) => {
        const ids = [...perProduct.keys()].sort();
        const locked = await tx
          .select()
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update');
        const byId = new Map(locked.map((p) => [p.id, p]));
        for (const [productId, quantity] of perProduct) {
          const product = byId.get(productId);
          if (!product || !product.isActive) throw new AppError(400, STORE_MESSAGES.productNotFound);
          if (product.stockQuantity < quantity)
            throw new AppError(409, insufficientStockMessage(product.name, product.stockQuantity));
        }
        const lines = wanted.map((item) => ({ ...item, price: Number(byId.get(item.productId)?.price) }));
        const totals = orderTotals(lines, deliveryMethod);
        // Refused before anything is written: the transaction's stock and order roll back.
        const billing = saleBilling(body.billing, totals.totalAmount);
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber: newOrderNumber(),
            userId: owner.userId,
            sessionId: owner.sessionId,
            ownerKey: owner.key,
            idempotencyKey,
            guestTokenHash: proofSecret?.hash ?? null,
            paymentMethod,
            deliveryMethod,
            deliveryType: deliveryTypeOf(deliveryMethod),
            deliveryTimeSlot: body.deliveryTimeSlot?.trim() || CHECKOUT_DEFAULTS.deliveryTimeSlot,
            customerInfo,
            ...billing,
            shippingAddress,
            notes: body.notes?.trim() || null,
            subtotal: totals.subtotal.toFixed(2),
            taxAmount: totals.taxAmount.toFixed(2),
            shippingAmount: totals.shippingAmount.toFixed(2),
            totalAmount: totals.totalAmount.toFixed(2),
          })
          .returning();
        if (!order) throw new Error('order insert returned nothing');
        await recordOrderStatus(tx, {
          orderId: order.id,
          fromStatus: null,
          toStatus: order.status,
          actorId: owner.userId,
        });
        const images = await tx
          .select({ productId: productImages.productId, imageUrl: productImages.imageUrl })
          .from(productImages)
          .where(and(inArray(productImages.productId, ids), eq(productImages.isPrimary, true)));
        await tx.insert(orderItems).values(
          lines.map((line) => ({
            orderId: order.id,
            productId: line.productId,
            productName: byId.get(line.productId)?.name ?? '',
            productImage: images.find((image) => image.productId === line.productId)?.imageUrl ?? null,
            unitPrice: line.price.toFixed(2),
            quantity: line.quantity,
            selectedVariants: line.selectedVariants,
            lineTotal: roundMoney(line.price * line.quantity).toFixed(2),
          })),
        );
        const movements: MovementInput[] = [];
        for (const [productId, quantity] of perProduct) {
          const product = byId.get(productId);
          if (!product) continue;
          await tx
            .update(products)
            .set({ stockQuantity: product.stockQuantity - quantity, updatedAt: new Date() })
            .where(eq(products.id, productId));
          movements.push({
            productId,
            kind: 'order',
            stockBefore: product.stockQuantity,
            stockAfter: product.stockQuantity - quantity,
            reason: `Orden ${order.orderNumber}`,
            actorId: owner.userId,
            orderId: order.id,
          });
        }
        await recordStockMovements(tx, movements);
        await insertPendingPayment(tx, order);
        await clearCart(tx, owner);
        return order.id;
      });
      return { order: await getOrderById(db, orderId), created: true, proofToken: proofSecret?.secret ?? null };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same idempotency key won a race with us: answer its order (our transaction sold nothing).
      if (idempotencyKey) {
        const earlier = await findByIdempotencyKey(db, owner.key, idempotencyKey);
        if (earlier) return { order: earlier, created: false, proofToken: null };
      }
      // Otherwise an order number collided: try again with a new one.
      if (attempt >= 3) throw error;
    }
  }
}

async function getOrderById(db: Executor, id: string): Promise<OrderOut> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const order = (await loadOrders(db, rows))[0];
  if (!order) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  return order;
}

export interface OrderViewer {
  userId: string | null;
  role: string | null;
  sessionId: string | null;
  /** A guest's proof link secret (header x-order-token). */
  proofToken?: string | null;
}

/**
 * The order row a viewer may see: its owner, staff, the guest whose session placed it, or the
 * guest holding its proof link; anyone else sees 404 (existence is not leaked).
 */
export async function orderRowFor(db: Executor, id: string, viewer: OrderViewer): Promise<OrderRow> {
  if (!isUuid(id)) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const guestOrder = row?.userId === null;
  const allowed =
    row &&
    ((viewer.role && STAFF_ROLES.has(viewer.role)) ||
      (viewer.userId && row.userId === viewer.userId) ||
      (viewer.sessionId && row.sessionId === viewer.sessionId && guestOrder) ||
      (guestOrder && secretMatches(viewer.proofToken, row.guestTokenHash)));
  if (!row || !allowed) throw new AppError(404, STORE_MESSAGES.orderNotFound);
  return row;
}

export async function viewOrder(db: Executor, id: string, viewer: OrderViewer): Promise<OrderOut> {
  const row = await orderRowFor(db, id, viewer);
  return (await loadOrders(db, [row]))[0] as OrderOut;
}

export async function myOrders(db: Executor, userId: string, page: number, limit: number = PAGINATION.myOrders) {
  const where = eq(orders.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    orders: await loadOrders(db, rows),
    pagination: { total, page, pages: pageCount(total, limit), limit },
  };
}
