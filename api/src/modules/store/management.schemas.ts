/** Request and response schemas of the store back office (/api/store/management), from STORE_FIELDS. */
import {
  INT32_MAX,
  isUuid,
  SEARCH,
  PAGINATION,
  productPriceError,
  QUERY_FIELDS,
  STORE_ADMIN_MESSAGES as ADMIN,
  STORE_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import {
  zBooleanQuery,
  zClampedLimit,
  zClearableText,
  zDay,
  zEnum,
  zInt,
  zList,
  zMoney,
  zNumber,
  zOptionalNumber,
  zText,
} from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';
import { brandSchema, categorySchema, orderSchema, productImageSchema, productSchema } from './schemas';

const {
  product: p,
  stock: s,
  image: img,
  brand: b,
  category: c,
  managementProducts: mp,
  managementOrders: mo,
} = STORE_FIELDS;

const uuidOf = (contract: Parameters<typeof zText>[0], message: string) =>
  zText(contract).refine((value) => isUuid(value), message);

export const idParams = z.object({ id: zText(QUERY_FIELDS.id) });
export const imageParams = z.object({ id: zText(QUERY_FIELDS.id), imageId: zText(QUERY_FIELDS.id) });
export const slugParams = z.object({ slug: zText(c.slug) });

// ---- products

const productFields = {
  name: zText(p.name),
  description: zClearableText(p.description),
  price: zMoney(p.price),
  originalPrice: zOptionalNumber(zMoney(p.originalPrice).nullable()),
  sku: zClearableText(p.sku).describe('Si falta, el servidor genera uno'),
  stockQuantity: zInt(p.stockQuantity),
  minStock: zInt(p.minStock),
  weight: zOptionalNumber(zNumber(p.weight).nullable()),
  dimensions: z
    .object({
      length: zOptionalNumber(zNumber(p.dimension)),
      width: zOptionalNumber(zNumber(p.dimension)),
      height: zOptionalNumber(zNumber(p.dimension)),
      unit: zText(p.dimensionUnit).optional(),
    })
    .nullish(),
  variants: z.record(zText(p.optionName), zList(p.optionValues, zText(p.optionValue))),
  categoryId: uuidOf(p.categoryId, ADMIN.categoryInvalid),
  brandId: zClearableText(p.brandId).refine((id) => id === null || id === undefined || isUuid(id), ADMIN.brandInvalid),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  allowOnlinePayment: z.boolean(),
  allowCardPayment: z.boolean(),
  allowCashOnDelivery: z.boolean(),
  deliveryTime: zClearableText(p.deliveryTime),
};

const priceRule = (value: { price?: number; originalPrice?: number | null }, ctx: z.RefinementCtx) => {
  if (value.price === undefined) return;
  const message = productPriceError(value.price, value.originalPrice);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['price'] });
};

export const createProductBody = z
  .object({
    ...productFields,
    stockQuantity: zOptionalNumber(productFields.stockQuantity),
    minStock: zOptionalNumber(productFields.minStock),
    variants: productFields.variants.optional(),
    isFeatured: productFields.isFeatured.optional(),
    isActive: productFields.isActive.optional(),
    allowOnlinePayment: productFields.allowOnlinePayment.optional(),
    allowCardPayment: productFields.allowCardPayment.optional(),
    allowCashOnDelivery: productFields.allowCashOnDelivery.optional(),
  })
  .superRefine(priceRule);
export type CreateProductBody = z.infer<typeof createProductBody>;

/** Only the fields sent change; the price rule is checked again against the stored prices. */
export const updateProductBody = z
  .object(productFields)
  .partial()
  .extend({
    price: zOptionalNumber(productFields.price),
    stockQuantity: zOptionalNumber(productFields.stockQuantity),
    minStock: zOptionalNumber(productFields.minStock),
  })
  .extend({ stockReason: zClearableText(s.reason).describe('Motivo del movimiento si cambia stockQuantity') })
  .superRefine(priceRule);
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const managementProductsQuery = z.object({
  search: zText(mp.search).optional(),
  categoryId: zText(mp.categoryId).optional(),
  brandId: zText(mp.brandId).optional(),
  status: zEnum(mp.status).optional().describe('active, inactive o archived; sin él, todos menos los archivados'),
  lowStock: zBooleanQuery('lowStock').optional().describe('true: stock en o bajo el mínimo'),
  sortBy: zEnum(mp.sortBy).default('createdAt'),
  sortOrder: zEnum(mp.sortOrder, { caseInsensitive: true }).default('desc'),
  page: zInt(mp.page, { coerce: true }).default(1),
  limit: zClampedLimit(mp.limit, PAGINATION.defaultLimit),
});
export type ManagementProductsQuery = z.infer<typeof managementProductsQuery>;

export const managementProductSchema = productSchema
  .extend({ isActive: z.boolean(), archivedAt: z.string().nullable(), updatedAt: z.string() })
  .meta({ id: 'ManagementProduct' });
export type ManagementProduct = z.infer<typeof managementProductSchema>;

export const managementProductResponse = envelope(z.object({ product: managementProductSchema }));
export const managementProductsResponse = envelope(
  z.object({ products: z.array(managementProductSchema), pagination: paginationSchema }),
);
export const deleteProductResponse = envelope(z.object({ archived: z.boolean() }));

export const productStatsResponse = envelope(
  z.object({
    totalProducts: z.number(),
    activeProducts: z.number(),
    inactiveProducts: z.number(),
    archivedProducts: z.number(),
    featuredProducts: z.number(),
    lowStockProducts: z.number(),
    outOfStockProducts: z.number(),
    totalUnits: z.number(),
    totalValue: z.number(),
  }),
);

// ---- stock

const stockLine = {
  operation: zEnum(s.operation).default('set').describe('set (la cifra nueva), add (entran) o subtract (salen)'),
  quantity: zInt(s.quantity),
  reason: zClearableText(s.reason).describe(`Motivo; por defecto '${ADMIN.stockDefaultReason}'`),
};
export const stockBody = z.object(stockLine);
export const bulkStockBody = z.object({
  updates: zList(s.updates, z.object({ productId: zText(QUERY_FIELDS.id), ...stockLine })).refine(
    (list) => list.length > 0,
    ADMIN.stockUpdatesRequired,
  ),
});

const stockResultSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stockBefore: z.number(),
  stockAfter: z.number(),
  movementId: z.string().nullable(),
});
export const stockResponse = envelope(z.object({ product: managementProductSchema, change: stockResultSchema }));
export const bulkStockResponse = envelope(z.object({ updated: z.array(stockResultSchema) }));

export const movementsQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
});
export const stockMovementSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('set, add, subtract, order (una orden en línea) o restock (orden cancelada)'),
    quantity: z.number(),
    stockBefore: z.number(),
    stockAfter: z.number(),
    reason: z.string(),
    orderId: z.string().nullable(),
    actor: z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StockMovement' });
export const movementsResponse = envelope(
  z.object({ movements: z.array(stockMovementSchema), pagination: paginationSchema }),
);

// ---- images

export const imageUploadQuery = z.object({
  isPrimary: zBooleanQuery('isPrimary').optional(),
  altText: zClearableText(img.altText),
  displayOrder: zOptionalNumber(zInt(img.displayOrder, { coerce: true })),
});
export const updateImageBody = z.object({
  altText: zClearableText(img.altText),
  displayOrder: zOptionalNumber(zInt(img.displayOrder)),
  isPrimary: z.boolean().optional(),
});
export const reorderImagesBody = z.object({
  imageOrders: zList(
    img.imageOrders,
    z.object({ imageId: zText(QUERY_FIELDS.id), displayOrder: zInt(img.displayOrder) }),
  ),
});
export const imageResponse = envelope(z.object({ image: productImageSchema }));
export const imagesResponse = envelope(z.object({ images: z.array(productImageSchema) }));

// ---- brands

/** JSON, or the text fields of a multipart form (with its `logo` file). */
export const brandBody = z.object({
  name: zText(b.name),
  description: zClearableText(b.description),
  website: zClearableText(b.website),
  isActive: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
});
export type BrandBody = z.infer<typeof brandBody>;
export const brandUpdateBody = brandBody.partial();
export type BrandUpdateBody = z.infer<typeof brandUpdateBody>;

export const managementBrandSchema = brandSchema
  .extend({ isActive: z.boolean(), productCount: z.number() })
  .meta({ id: 'ManagementBrand' });
export type ManagementBrand = z.infer<typeof managementBrandSchema>;
export const brandResponse = envelope(z.object({ brand: managementBrandSchema }));
export const brandsListResponse = envelope(z.object({ brands: z.array(managementBrandSchema) }));
export const searchQuery = z.object({ q: zText(STORE_FIELDS.searchQuery).optional() });
export const brandStatsResponse = envelope(
  z.object({
    totalBrands: z.number(),
    activeBrands: z.number(),
    brandsWithProducts: z.number(),
    topBrands: z.array(z.object({ id: z.string(), name: z.string(), productCount: z.number() })),
  }),
);

// ---- categories

export const categoryBody = z.object({
  name: zText(c.name),
  slug: zClearableText(c.slug).describe('Si falta, se deriva del nombre'),
  description: zClearableText(c.description),
  displayOrder: zOptionalNumber(zInt(c.displayOrder)),
  isActive: z.boolean().optional(),
});
export type CategoryBody = z.infer<typeof categoryBody>;
export const categoryUpdateBody = categoryBody.partial();
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;
export const reorderCategoriesBody = z.object({
  categoryOrders: zList(c.categoryOrders, z.object({ id: zText(QUERY_FIELDS.id), displayOrder: zInt(c.displayOrder) })),
});

export const managementCategorySchema = categorySchema
  .extend({ isActive: z.boolean(), productCount: z.number() })
  .meta({ id: 'ManagementCategory' });
export type ManagementCategory = z.infer<typeof managementCategorySchema>;
export const categoryResponse = envelope(z.object({ category: managementCategorySchema }));
export const categoriesListResponse = envelope(z.object({ categories: z.array(managementCategorySchema) }));
export const categoryStatsResponse = envelope(
  z.object({
    totalCategories: z.number(),
    activeCategories: z.number(),
    categoriesWithProducts: z.number(),
    categories: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        productCount: z.number(),
        totalUnits: z.number(),
        totalValue: z.number(),
      }),
    ),
  }),
);

// ---- orders

export const managementOrdersQuery = z.object({
  orderNumber: zText(mo.orderNumber).optional(),
  customerName: zText(mo.customerName).optional(),
  productName: zText(mo.productName).optional(),
  status: zText(mo.status).optional(),
  startDate: zDay(mo.startDate).optional(),
  endDate: zDay(mo.endDate).optional(),
  page: zInt(mo.page, { coerce: true }).default(1),
  limit: zInt({ ...mo.limit, max: INT32_MAX }, { coerce: true })
    .optional()
    .transform((value) => (value === undefined ? undefined : Math.min(value, mo.limit.max)))
    .describe(
      `Por página: ${PAGINATION.defaultLimit}, o ${SEARCH.orderSearchLimit} al buscar por número, cliente o producto`,
    ),
});
export type ManagementOrdersQuery = z.infer<typeof managementOrdersQuery>;
export const managementOrderSchema = orderSchema.extend({ customerName: z.string() }).meta({ id: 'ManagementOrder' });
export const managementOrdersResponse = envelope(
  z.object({ orders: z.array(managementOrderSchema), pagination: paginationSchema }),
);
export const managementOrderResponse = envelope(z.object({ order: managementOrderSchema }));

/** An online order paid by transfer that waits for its confirmation. */
const pendingTransfer = z
  .object({
    orderId: z.uuid(),
    orderNumber: z.string(),
    status: z.string(),
    customerName: z.string(),
    totalAmount: z.number(),
    paymentId: z.uuid(),
    hasProof: z.boolean(),
    proofUploadedAt: z.string().nullable(),
    createdAt: z.string(),
    waitingHours: z.number(),
  })
  .meta({ id: 'OrderPendingTransfer' });

export const pendingTransfersResponse = envelope(z.object({ transfers: z.array(pendingTransfer), total: z.number() }));
