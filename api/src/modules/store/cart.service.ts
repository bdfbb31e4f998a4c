import {
  cartDrawerTotals,
  cartOptionsKey,
  insufficientStockMessage,
  isUuid,
  roundMoney,
  STORE_MESSAGES,
} from '@gym/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cartItems, productImages, products } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { CartOwner } from './owner';
import { type AddToCartBody, type CartOut } from './schemas';

export interface CartResult {
  cart: CartOut;
  /** Set when a quantity was lowered to the stock left. */
  message?: string;
}

export async function getCart(db: Executor, owner: CartOwner): Promise<CartOut> {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.ownerKey, owner.key))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const ids = rows.map((r) => r.product.id);
  const images = ids.length
    ? await db
        .select({
          productId: productImages.productId,
          imageUrl: productImages.imageUrl,
          isPrimary: productImages.isPrimary,
        })
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.displayOrder))
    : [];
  const imageOf = (productId: string) => {
    const own = images.filter((image) => image.productId === productId);
    return (own.find((image) => image.isPrimary) ?? own[0])?.imageUrl ?? null;
  };
  const items = rows.map(({ item, product }) => {
    const price = Number(product.price);
    return {
      id: item.id,
      productId: product.id,
      name: product.name,
      price,
      image: imageOf(product.id),
      quantity: item.quantity,
      selectedVariants: item.selectedVariants,
      stockQuantity: product.stockQuantity,
      lineTotal: roundMoney(price * item.quantity),
    };
  });
  return {
    items,
    summary: cartDrawerTotals(items),
    isGuest: owner.kind === 'guest',
    sessionId: owner.sessionId,
  };
}

async function lockedProduct(tx: Executor, productId: string) {
  if (!isUuid(productId)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
  if (!product.isActive) throw new AppError(400, STORE_MESSAGES.productUnavailable);
  return product;
}

/** Adds to the line with the same product and options (or a new one), never beyond the stock. */
export async function addToCart(db: Database, owner: CartOwner, body: AddToCartBody): Promise<CartResult> {
  const message = await db.transaction(async (tx) => {
    const product = await lockedProduct(tx, body.productId);
    if (product.stockQuantity <= 0) throw new AppError(409, insufficientStockMessage(product.name, 0));
    const optionsKey = cartOptionsKey(body.selectedVariants);
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.ownerKey, owner.key),
          eq(cartItems.productId, product.id),
          eq(cartItems.optionsKey, optionsKey),
        ),
      )
      .for('update');
    const wanted = (existing?.quantity ?? 0) + body.quantity;
    const quantity = Math.min(wanted, product.stockQuantity);
    if (existing) {
      await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, existing.id));
    } else {
      await tx
        .insert(cartItems)
        .values({
          ownerKey: owner.key,
          userId: owner.userId,
          productId: product.id,
          quantity,
          selectedVariants: Object.fromEntries(Object.entries(body.selectedVariants).filter(([k]) => k !== 'quantity')),
          optionsKey,
        })
        .onConflictDoUpdate({
          target: [cartItems.ownerKey, cartItems.productId, cartItems.optionsKey],
          set: { quantity: sql`least(${cartItems.quantity} + ${body.quantity}, ${product.stockQuantity})` },
        });
    }
    return quantity < wanted ? insufficientStockMessage(product.name, product.stockQuantity) : undefined;
  });
  return { cart: await getCart(db, owner), ...(message ? { message } : {}) };
}

/** Quantity 0 removes the line; more than the stock is lowered to the stock with a message. */
export async function updateCartItem(
  db: Database,
  owner: CartOwner,
  itemId: string,
  quantity: number,
): Promise<CartResult> {
  if (!isUuid(itemId)) throw new AppError(404, STORE_MESSAGES.cartItemNotFound);
  const message = await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.ownerKey, owner.key)))
      .for('update');
    if (!item) throw new AppError(404, STORE_MESSAGES.cartItemNotFound);
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, item.id));
      return undefined;
    }
    const [product] = await tx.select().from(products).where(eq(products.id, item.productId));
    const stock = product?.stockQuantity ?? 0;
    if (stock <= 0) throw new AppError(409, insufficientStockMessage(product?.name ?? '', 0));
    const capped = Math.min(quantity, stock);
    await tx.update(cartItems).set({ quantity: capped, updatedAt: new Date() }).where(eq(cartItems.id, item.id));
    return capped < quantity ? insufficientStockMessage(product?.name ?? '', stock) : undefined;
  });
  return { cart: await getCart(db, owner), ...(message ? { message } : {}) };
}

export async function removeCartItem(db: Database, owner: CartOwner, itemId: string): Promise<CartOut> {
  if (!isUuid(itemId)) throw new AppError(404, STORE_MESSAGES.cartItemNotFound);
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.ownerKey, owner.key)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw new AppError(404, STORE_MESSAGES.cartItemNotFound);
  return getCart(db, owner);
}

export async function clearCart(db: Executor, owner: CartOwner): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.ownerKey, owner.key));
}

/** Sign-in: the guest's lines join the user's cart (same product and options add up, capped by stock). */
export async function mergeGuestCart(db: Database, user: CartOwner, guest: CartOwner): Promise<CartOut> {
  await db.transaction(async (tx) => {
    const guestLines = await tx.select().from(cartItems).where(eq(cartItems.ownerKey, guest.key)).for('update');
    for (const line of guestLines) {
      const [product] = await tx.select().from(products).where(eq(products.id, line.productId));
      if (!product || !product.isActive || product.stockQuantity <= 0) continue;
      await tx
        .insert(cartItems)
        .values({
          ownerKey: user.key,
          userId: user.userId,
          productId: line.productId,
          quantity: Math.min(line.quantity, product.stockQuantity),
          selectedVariants: line.selectedVariants,
          optionsKey: line.optionsKey,
        })
        .onConflictDoUpdate({
          target: [cartItems.ownerKey, cartItems.productId, cartItems.optionsKey],
          set: {
            quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${product.stockQuantity})`,
            updatedAt: new Date(),
          },
        });
    }
    await tx.delete(cartItems).where(eq(cartItems.ownerKey, guest.key));
  });
  return getCart(db, user);
}
