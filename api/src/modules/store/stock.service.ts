/**
 * Every change of a product's stock goes through here: the back office's set / add / subtract
 * (one product or many at once), an online order taking units, a cancelled order putting them back.
 * Each change is made under the product's row lock (`SELECT ... FOR UPDATE`, products in id order:
 * the same locks online orders take), and writes a movement row and an audit row in that transaction.
 */
import {
  INT32_MAX,
  isUuid,
  STORE_ADMIN_MESSAGES,
  STORE_MESSAGES,
  stockAfter,
  stockBelowZeroMessage,
  type StockOperation,
  pageCount,
} from '@gym/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { products, stockMovements, users, type ProductRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';

export const PRODUCT_ENTITY = 'product';

/** 'set' | 'add' | 'subtract' from the back office; 'order' and 'restock' from online orders; 'local_sale' and 'local_sale_restock' from the counter (local-sales module). */
export type MovementKind = StockOperation | 'order' | 'restock' | 'local_sale' | 'local_sale_restock';

export interface MovementInput {
  productId: string;
  kind: MovementKind;
  stockBefore: number;
  stockAfter: number;
  reason: string;
  actorId: string | null;
  orderId?: string | null;
}

const moves = (m: MovementInput) => m.stockBefore !== m.stockAfter || m.kind === 'set';

/**
 * Writes the movement and audit rows of stock changes already made in `tx` (the caller holds the
 * product rows locked). Adding or taking 0 units is no movement; a set always is (a count taken).
 * Answers each input's movement id, null where none was written.
 */
export async function recordStockMovements(tx: Executor, inputs: readonly MovementInput[]): Promise<(string | null)[]> {
  const changed = inputs.filter(moves);
  if (changed.length === 0) return inputs.map(() => null);
  const rows = await tx
    .insert(stockMovements)
    .values(
      changed.map((m) => ({
        productId: m.productId,
        kind: m.kind,
        quantity: m.stockAfter - m.stockBefore,
        stockBefore: m.stockBefore,
        stockAfter: m.stockAfter,
        reason: m.reason,
        actorId: m.actorId,
        orderId: m.orderId ?? null,
      })),
    )
    .returning({ id: stockMovements.id });
  await recordAudit(
    tx,
    changed.map((m, i) => ({
      entityType: PRODUCT_ENTITY,
      entityId: m.productId,
      action: `stock_${m.kind}`,
      fromStatus: String(m.stockBefore),
      toStatus: String(m.stockAfter),
      actorId: m.actorId,
      reason: m.reason,
      details: { movementId: rows[i]?.id ?? null, quantity: m.stockAfter - m.stockBefore, orderId: m.orderId ?? null },
    })),
  );
  let next = 0;
  return inputs.map((m) => (moves(m) ? (rows[next++]?.id ?? null) : null));
}

/** Locks the products of `ids` in id order (the order online orders lock them in) and returns them by id. */
export async function lockProducts(tx: Transaction, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, sorted))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export interface StockChange {
  productId: string;
  operation: StockOperation;
  quantity: number;
  reason?: string | null | undefined;
}

export interface StockResult {
  productId: string;
  name: string;
  stockBefore: number;
  stockAfter: number;
  movementId: string | null;
}

/**
 * Applies stock changes all together or not at all: a product that is missing (404) or would go
 * below zero (409, naming what is on the shelf) refuses the whole request.
 */
export async function changeStock(
  db: Database,
  actorId: string,
  changes: readonly StockChange[],
): Promise<StockResult[]> {
  const ids = changes.map((c) => c.productId);
  if (new Set(ids).size !== ids.length) throw new AppError(422, STORE_ADMIN_MESSAGES.stockDuplicateProduct);
  if (ids.some((id) => !isUuid(id))) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return db.transaction(async (tx) => {
    const locked = await lockProducts(tx, ids);
    const results: StockResult[] = [];
    const movements: MovementInput[] = [];
    for (const change of [...changes].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      const product = locked.get(change.productId);
      if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
      const after = stockAfter(product.stockQuantity, change.operation, change.quantity);
      if (after < 0) throw new AppError(409, stockBelowZeroMessage(product.name, product.stockQuantity));
      if (after > INT32_MAX) throw new AppError(422, STORE_ADMIN_MESSAGES.stockNegative);
      if (after !== product.stockQuantity)
        await tx
          .update(products)
          .set({ stockQuantity: after, updatedAt: new Date() })
          .where(eq(products.id, product.id));
      movements.push({
        productId: product.id,
        kind: change.operation,
        stockBefore: product.stockQuantity,
        stockAfter: after,
        reason: change.reason ?? STORE_ADMIN_MESSAGES.stockDefaultReason,
        actorId,
      });
      results.push({
        productId: product.id,
        name: product.name,
        stockBefore: product.stockQuantity,
        stockAfter: after,
        movementId: null,
      });
    }
    const movementIds = await recordStockMovements(tx, movements);
    return results.map((result, i) => ({ ...result, movementId: movementIds[i] ?? null }));
  });
}

/** A product's stock history, newest first, with who made each change. */
export async function listMovements(db: Executor, productId: string, page: number, limit: number) {
  const where = eq(stockMovements.productId, productId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        movement: stockMovements,
        actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.sequence))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(stockMovements).where(and(where)),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    movements: rows.map(({ movement, actor }) => ({
      id: movement.id,
      kind: movement.kind,
      quantity: movement.quantity,
      stockBefore: movement.stockBefore,
      stockAfter: movement.stockAfter,
      reason: movement.reason,
      orderId: movement.orderId,
      actor: actor?.id ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim(), role: actor.role } : null,
      createdAt: movement.createdAt.toISOString(),
    })),
    pagination: { total, page, pages: pageCount(total, limit), limit },
  };
}
