import {
  DELIVERY_METHODS,
  FEATURED_PRODUCTS_DEFAULT,
  isUuid,
  ORDER_STATUSES,
  PAGINATION,
  STORE_MESSAGES,
  STORE_PAYMENT_METHODS,
  type DeliveryMethod,
} from '@gym/domain';
import { z } from 'zod';
import { envelope, oneOf, sortOrderField } from '../../lib/zod';

export const paginationSchema = z.object({ total: z.number(), page: z.number(), pages: z.number(), limit: z.number() });

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const money = z.number();

export const categorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    displayOrder: z.number(),
    productCount: z.number().optional(),
  })
  .meta({ id: 'ProductCategory' });

export const brandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    logo: z.string().nullable(),
  })
  .meta({ id: 'Brand' });

export const productImageSchema = z
  .object({
    id: z.string(),
    imageUrl: z.string(),
    isPrimary: z.boolean(),
    altText: z.string().nullable(),
    displayOrder: z.number(),
  })
  .meta({ id: 'ProductImage' });

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: money,
    originalPrice: money.nullable(),
    discountPercentage: z.number(),
    sku: z.string(),
    stockQuantity: z.number(),
    minStock: z.number(),
    inStock: z.boolean(),
    lowStock: z.boolean(),
    weight: z.number().nullable(),
    dimensions: z.record(z.string(), z.unknown()).nullable(),
    variants: z.record(z.string(), z.array(z.string())),
    categoryId: z.string(),
    brandId: z.string().nullable(),
    category: categorySchema.nullable(),
    brand: brandSchema.nullable(),
    primaryImage: productImageSchema.nullable(),
    images: z.array(productImageSchema),
    isFeatured: z.boolean(),
    allowOnlinePayment: z.boolean(),
    allowCardPayment: z.boolean(),
    allowCashOnDelivery: z.boolean(),
    deliveryTime: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof productSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Brand = z.infer<typeof brandSchema>;

const idList = z
  .string()
  .max(PAGINATION.maxLimit * 37)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.every((id) => isUuid(id)), 'ids debe ser una lista de identificadores separados por comas')
  .refine((ids) => ids.length <= PAGINATION.maxLimit, `ids admite como máximo ${PAGINATION.maxLimit} identificadores`);

export const PRODUCT_SORTS = ['name', 'price', 'createdAt', 'stockQuantity', 'featured'] as const;

export const listProductsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional().describe('id o slug de la categoría'),
  brand: z.string().trim().max(100).optional().describe('id o nombre de la marca'),
  minPrice: z.coerce.number().min(0).optional(),
  maxPrice: z.coerce.number().min(0).optional(),
  featured: booleanQuery.optional(),
  inStock: booleanQuery.optional(),
  sortBy: oneOf(PRODUCT_SORTS, 'El orden').default('createdAt'),
  sortOrder: sortOrderField.default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGINATION.defaultLimit)
    .transform((value) => Math.min(value, PAGINATION.maxLimit)),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const featuredQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(FEATURED_PRODUCTS_DEFAULT),
});

export const idsQuery = z.object({ ids: idList.optional() });
export const productIdParams = z.object({ id: z.string().max(100) });

export const productsListResponse = envelope(
  z.object({ products: z.array(productSchema), pagination: paginationSchema }),
);
export const productsResponse = envelope(z.object({ products: z.array(productSchema) }));
export const productResponse = envelope(z.object({ product: productSchema }));
export const categoriesResponse = envelope(z.object({ categories: z.array(categorySchema) }));
export const brandsResponse = envelope(z.object({ brands: z.array(brandSchema) }));

// ---- cart

const sessionIdField = z.string().max(100).optional().describe('Invitados: id de sesión con prefijo guest_');

const quantityField = z
  .number({ error: STORE_MESSAGES.invalidQuantity })
  .refine((n) => n >= 0, STORE_MESSAGES.negativeQuantity)
  .refine((n) => Number.isInteger(n), STORE_MESSAGES.invalidQuantity);

const variantsField = z.record(z.string().max(50), z.string().max(100)).default({});

export const cartQuery = z.object({ sessionId: sessionIdField });

export const addToCartBody = z.object({
  productId: z.string({ error: STORE_MESSAGES.missingProductId }).min(1, STORE_MESSAGES.missingProductId).max(100),
  quantity: quantityField.refine((n) => n >= 1, STORE_MESSAGES.invalidQuantity).default(1),
  selectedVariants: variantsField,
  sessionId: sessionIdField,
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const updateCartBody = z.object({ quantity: quantityField, sessionId: sessionIdField });
export const cartItemParams = z.object({ id: z.string().max(100) });
export const mergeCartBody = z.object({ sessionId: z.string().max(100) });

export const cartLineSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    name: z.string(),
    price: money,
    image: z.string().nullable(),
    quantity: z.number(),
    selectedVariants: z.record(z.string(), z.string()),
    stockQuantity: z.number(),
    lineTotal: money,
  })
  .meta({ id: 'CartLine' });
export type CartLineOut = z.infer<typeof cartLineSchema>;

export const totalsSchema = z.object({
  totalProductsWithTax: money,
  subtotal: money,
  taxAmount: money,
  shippingAmount: money,
  totalAmount: money,
  itemsCount: z.number(),
});

export const cartSchema = z
  .object({
    items: z.array(cartLineSchema),
    summary: totalsSchema,
    isGuest: z.boolean(),
    sessionId: z.string().nullable(),
  })
  .meta({ id: 'Cart' });
export type CartOut = z.infer<typeof cartSchema>;

export const cartResponse = envelope(z.object({ cart: cartSchema }));

// ---- orders

const text = (max: number) => z.string().max(max).nullish();

/**
 * What clients call a delivery method, read as the stored one: the staff spec's order types
 * (`pickup`, `delivery`), the stored names and older aliases. `delivery` is the local rate; the
 * national rate is only ever asked for by name (the order service has no address rule for it).
 */
const DELIVERY_METHOD_NAMES: Record<string, DeliveryMethod> = {
  pickup: 'pickup',
  pickup_store: 'pickup',
  delivery: 'local',
  local: 'local',
  local_delivery: 'local',
  national: 'national',
  national_delivery: 'national',
};

/** A known name (any case) becomes its stored method; blank means not given; anything else is kept for the order rules to refuse. */
export function readDeliveryMethod(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value;
  const name = value.trim().toLowerCase();
  if (name === '') return undefined;
  return DELIVERY_METHOD_NAMES[name] ?? value;
}

export const createOrderBody = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().max(100).nullish(),
        quantity: z.unknown(),
        price: z.unknown(),
        selectedVariants: z.record(z.string().max(50), z.string().max(100)).nullish(),
        variant: z.unknown().optional(),
      }),
    )
    .max(100)
    .nullish(),
  subtotal: z.unknown().optional(),
  taxAmount: z.unknown().optional(),
  shippingAmount: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
  customerInfo: z.object({ name: text(200), email: text(200), phone: text(50) }).nullish(),
  shippingAddress: z
    .object({ street: text(300), city: text(100), state: text(100), zipCode: text(20), reference: text(300) })
    .nullish(),
  paymentMethod: z.string().max(50).nullish(),
  deliveryMethod: z
    .string()
    .max(50)
    .nullish()
    .transform(readDeliveryMethod)
    .describe('pickup o delivery (tipo de orden), local, national, pickup_store, local_delivery o national_delivery'),
  deliveryTimeSlot: text(50),
  notes: text(1000),
  sessionId: z.string().max(100).nullish(),
  idempotencyKey: z.string().max(200).nullish(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  price: money,
  quantity: z.number(),
  selectedVariants: z.record(z.string(), z.string()),
  lineTotal: money,
});

export const orderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES).or(z.string()),
    statusLabel: z.string(),
    paymentMethod: z.enum(STORE_PAYMENT_METHODS).or(z.string()),
    deliveryMethod: z.enum(DELIVERY_METHODS).or(z.string()),
    deliveryType: z.string(),
    deliveryTimeSlot: z.string().nullable(),
    customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    shippingAddress: z
      .object({
        street: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        zipCode: z.string().nullable(),
        reference: z.string().nullable(),
      })
      .nullable(),
    notes: z.string().nullable(),
    subtotal: money,
    taxAmount: money,
    shippingAmount: money,
    totalAmount: money,
    userId: z.string().nullable(),
    paymentId: z.string().nullable(),
    items: z.array(orderItemSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });
export type OrderOut = z.infer<typeof orderSchema>;

export const orderResponse = envelope(z.object({ order: orderSchema }));
export const myOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(PAGINATION.myOrders),
});
export const ordersListResponse = envelope(z.object({ orders: z.array(orderSchema), pagination: paginationSchema }));
export const orderParams = z.object({ id: z.string().max(100) });
export const orderViewQuery = z.object({ sessionId: z.string().max(100).optional() });
