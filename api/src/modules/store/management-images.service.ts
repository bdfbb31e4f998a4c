/** A product's images in the back office: upload (one or many), alt text, order, primary, delete. */
import { isUuid, PRODUCT_IMAGES_MAX, STORE_ADMIN_MESSAGES as ADMIN, STORE_MESSAGES } from '@gym/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { productImages, products, type ProductImageRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { storeImage, type StoredImage } from '../../lib/images';
import type { FileStorage } from '../../storage/file-storage';
import { lockProducts } from './stock.service';

const present = (row: ProductImageRow) => ({
  id: row.id,
  imageUrl: row.imageUrl,
  isPrimary: row.isPrimary,
  altText: row.altText,
  displayOrder: row.displayOrder,
});
export type ImageOut = ReturnType<typeof present>;

const tooManyMessage = `Un producto admite como máximo ${PRODUCT_IMAGES_MAX} imágenes`;
export const IMAGE_MESSAGES = { tooMany: tooManyMessage } as const;

async function imagesOfProduct(db: Executor, productId: string): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt));
}

export async function listImages(db: Executor, productId: string): Promise<ImageOut[]> {
  if (!isUuid(productId)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return (await imagesOfProduct(db, productId)).map(present);
}

/** Image changes of one product run one at a time: they hold the product's row lock. */
async function withProduct<T>(db: Database, productId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!isUuid(productId)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  return db.transaction(async (tx) => {
    if (!(await lockProducts(tx, [productId])).get(productId)) throw new AppError(404, STORE_MESSAGES.productNotFound);
    return work(tx);
  });
}

async function makePrimary(tx: Executor, productId: string, imageId: string) {
  await tx
    .update(productImages)
    .set({ isPrimary: sql`${productImages.id} = ${imageId}` })
    .where(eq(productImages.productId, productId));
}

export interface UploadOptions {
  isPrimary?: boolean | undefined;
  altText?: string | null | undefined;
  displayOrder?: number | undefined;
}

/**
 * Stores the files (each judged by its bytes: nothing is kept if one is refused), then adds them
 * after the product's last image. The first image of a product, or one sent with isPrimary, is
 * the primary one.
 */
export async function addImages(
  db: Database,
  storage: FileStorage,
  productId: string,
  files: readonly Buffer[],
  options: UploadOptions = {},
): Promise<ImageOut[]> {
  if (!isUuid(productId)) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError(404, STORE_MESSAGES.productNotFound);
  const stored: StoredImage[] = [];
  const removeStored = () => Promise.allSettled(stored.map((file) => storage.remove(file.key)));
  try {
    for (const file of files) stored.push(await storeImage(storage, `products/${productId}`, file));
    return await withProduct(db, productId, async (tx) => {
      const existing = await imagesOfProduct(tx, productId);
      if (existing.length + stored.length > PRODUCT_IMAGES_MAX) throw new AppError(422, tooManyMessage);
      const last = existing.reduce((max, image) => Math.max(max, image.displayOrder), -1);
      const rows = await tx
        .insert(productImages)
        .values(
          stored.map((file, i) => ({
            productId,
            imageUrl: file.url,
            imageKey: file.key,
            altText: options.altText ?? null,
            displayOrder: options.displayOrder !== undefined ? options.displayOrder + i : last + 1 + i,
          })),
        )
        .returning();
      const first = rows[0];
      if (first && (options.isPrimary || !existing.some((image) => image.isPrimary)))
        await makePrimary(tx, productId, first.id);
      const ids = new Set(rows.map((r) => r.id));
      return (await imagesOfProduct(tx, productId)).filter((r) => ids.has(r.id)).map(present);
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
}

async function imageOf(tx: Executor, productId: string, imageId: string): Promise<ProductImageRow> {
  if (!isUuid(imageId)) throw new AppError(404, ADMIN.imageNotFound);
  const [row] = await tx
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!row) throw new AppError(404, ADMIN.imageNotFound);
  return row;
}

export async function updateImage(
  db: Database,
  productId: string,
  imageId: string,
  body: { altText?: string | null | undefined; displayOrder?: number | undefined; isPrimary?: boolean | undefined },
): Promise<ImageOut> {
  return withProduct(db, productId, async (tx) => {
    await imageOf(tx, productId, imageId);
    const changes = {
      ...(body.altText !== undefined ? { altText: body.altText } : {}),
      ...(body.displayOrder !== undefined ? { displayOrder: body.displayOrder } : {}),
    };
    if (Object.keys(changes).length > 0)
      await tx.update(productImages).set(changes).where(eq(productImages.id, imageId));
    if (body.isPrimary) await makePrimary(tx, productId, imageId);
    return present(await imageOf(tx, productId, imageId));
  });
}

export async function setPrimaryImage(db: Database, productId: string, imageId: string): Promise<ImageOut> {
  return updateImage(db, productId, imageId, { isPrimary: true });
}

/** Removes the image (its file after the commit); a removed primary hands over to the first one left. */
export async function deleteImage(db: Database, storage: FileStorage, productId: string, imageId: string) {
  const removed = await withProduct(db, productId, async (tx) => {
    const image = await imageOf(tx, productId, imageId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    if (image.isPrimary) {
      const [next] = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), ne(productImages.id, imageId)))
        .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt))
        .limit(1);
      if (next) await makePrimary(tx, productId, next.id);
    }
    return image;
  });
  if (removed.imageKey) await storage.remove(removed.imageKey).catch(() => undefined);
}

export async function reorderImages(
  db: Database,
  productId: string,
  imageOrders: readonly { imageId: string; displayOrder: number }[],
): Promise<ImageOut[]> {
  return withProduct(db, productId, async (tx) => {
    const ids = imageOrders.map((o) => o.imageId);
    if (new Set(ids).size !== ids.length || ids.some((id) => !isUuid(id)))
      throw new AppError(422, ADMIN.imageOrdersInvalid);
    const found = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), inArray(productImages.id, ids)));
    if (found.length !== ids.length) throw new AppError(422, ADMIN.imageOrdersInvalid);
    for (const { imageId, displayOrder } of imageOrders)
      await tx.update(productImages).set({ displayOrder }).where(eq(productImages.id, imageId));
    return (await imagesOfProduct(tx, productId)).map(present);
  });
}

/** The files of every image of a product (to remove after the product itself is deleted). */
export async function removeImageFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
