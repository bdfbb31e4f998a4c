import {
  readDeliveryMethod,
  DELIVERY_METHODS,
  FEATURED_PRODUCTS_DEFAULT,
  FIELD_MESSAGES,
  isUuid,
  ORDER_STATUSES,
  PAGINATION,
  QUERY_FIELDS,
  STORE_FIELDS,
  STORE_MESSAGES,
  STORE_PAYMENT_METHODS,
} from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zClearableText, zEnum, zInt, zMoney, zOptionalNumber, zText } from '../../lib/field-schemas';
import { billingBody } from '../../lib/billing';
import { envelope, paginationSchema } from '../../lib/zod';

const { catalogue, cart, order, myOrders } = STORE_FIELDS;

/** A page size: a larger one than the contract's is read as the largest (clamped, not refused). */

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
  // Room for a full page of the longest ids and their commas: the cheap bound before splitting.
  .max(catalogue.ids.max * (QUERY_FIELDS.id.max + 1), FIELD_MESSAGES.tooManyItems(catalogue.ids))
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.every((id) => isUuid(id)), 'ids debe ser una lista de identificadores separados por comas')
  .refine((ids) => ids.length <= catalogue.ids.max, FIELD_MESSAGES.tooManyItems(catalogue.ids));

export const listProductsQuery = z.object({
  search: zText(catalogue.search).optional(),
  category: zText(catalogue.category).optional().describe('id o slug de la categoría'),
  brand: zText(catalogue.brand).optional().describe('id o nombre de la marca'),
  minPrice: zMoney(catalogue.minPrice, { coerce: true }).optional(),
  maxPrice: zMoney(catalogue.maxPrice, { coerce: true }).optional(),
  featured: booleanQuery.optional(),
  inStock: booleanQuery.optional(),
  sortBy: zEnum(catalogue.sortBy).default('createdAt'),
  sortOrder: zEnum(catalogue.sortOrder, { caseInsensitive: true })
    .default('desc')
    .describe('asc o desc (sin distinguir mayúsculas)'),
  page: zInt(catalogue.page, { coerce: true }).default(1),
  limit: zClampedLimit(catalogue.limit, PAGINATION.defaultLimit),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const featuredQuery = z.object({
  limit: zInt(catalogue.limit, { coerce: true }).default(FEATURED_PRODUCTS_DEFAULT),
});

export const idsQuery = z.object({ ids: idList.optional() });
export const productIdParams = z.object({ id: zText(QUERY_FIELDS.id) });

export const productsListResponse = envelope(
  z.object({ products: z.array(productSchema), pagination: paginationSchema }),
);
export const productsResponse = envelope(z.object({ products: z.array(productSchema) }));
export const productResponse = envelope(z.object({ product: productSchema }));
export const categoriesResponse = envelope(z.object({ categories: z.array(categorySchema) }));
export const brandsResponse = envelope(z.object({ brands: z.array(brandSchema) }));

// ---- cart

const sessionIdField = zText(cart.sessionId).optional().describe('Invitados: id de sesión con prefijo guest_');

/** The spec's messages for a negative or broken quantity; at most a line's maximum. */
const quantityField = zInt(cart.quantity);

const variantsField = z.record(zText(cart.optionName), zText(cart.optionValue)).default({});

export const cartQuery = z.object({ sessionId: sessionIdField });

export const addToCartBody = z.object({
  productId: zText(cart.productId),
  // Adding nothing is no line (spec): 0 is refused here, while an update takes it as "remove".
  quantity: quantityField.refine((n) => n >= 1, STORE_MESSAGES.invalidQuantity).default(1),
  selectedVariants: variantsField,
  sessionId: sessionIdField,
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const updateCartBody = z.object({ quantity: quantityField, sessionId: sessionIdField });
export const cartItemParams = z.object({ id: zText(QUERY_FIELDS.id) });
export const mergeCartBody = z.object({ sessionId: zText(cart.sessionId) });

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

export const createOrderBody = z
  .object({
    // The line count and each line's fields are judged by the order rules (validateOrderPayload),
    // which answer a missing or broken line with the spec's one message.
    items: z
      .array(
        z.object({
          productId: zText(order.productId),
          quantity: zInt(order.quantity),
          price: zMoney(order.price).describe('Informativo: el servidor toma el precio del producto'),
          selectedVariants: z.record(zText(order.optionName), zText(order.optionValue)).nullish(),
          variant: z.unknown().optional(),
        }),
      )
      .max(order.lineCount.max, FIELD_MESSAGES.aboveMax(order.lineCount))
      .nullish(),
    subtotal: zOptionalNumber(zMoney(order.subtotal).nullable()).describe(
      'Informativo: el servidor calcula los totales',
    ),
    taxAmount: zOptionalNumber(zMoney(order.taxAmount).nullable()).describe(
      'Informativo: el servidor calcula los totales',
    ),
    shippingAmount: zOptionalNumber(zMoney(order.shippingAmount).nullable()).describe(
      'Informativo: el servidor calcula los totales',
    ),
    totalAmount: zOptionalNumber(zMoney(order.totalAmount).nullable()).describe(
      'Informativo: el servidor calcula los totales',
    ),
    customerInfo: z
      .object({
        name: zClearableText(order.customerName),
        email: zClearableText(order.customerEmail),
        phone: zClearableText(order.customerPhone),
      })
      .nullish(),
    shippingAddress: z
      .object({
        street: zClearableText(order.street),
        city: zClearableText(order.city),
        state: zClearableText(order.state),
        zipCode: zClearableText(order.zipCode),
        reference: zClearableText(order.reference),
      })
      .nullish(),
    paymentMethod: zText(order.paymentMethod).nullish().describe('cash_on_delivery, card o transfer'),
    deliveryMethod: zText(order.deliveryMethod)
      .nullish()
      .describe(
        'pickup o delivery (tipo de orden; tarifa nacional si shippingAddress.state es otro departamento), local, national, pickup_store, local_delivery o national_delivery',
      ),
    deliveryTimeSlot: zClearableText(order.deliveryTimeSlot),
    notes: zClearableText(order.notes),
    sessionId: zText(order.sessionId).nullish(),
    idempotencyKey: zText(order.idempotencyKey).nullish(),
    billing: billingBody,
  })
  // `delivery` needs the address to choose its rate; every other name is read on its own.
  .transform((body) => ({ ...body, deliveryMethod: readDeliveryMethod(body.deliveryMethod, body.shippingAddress) }));
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

export const orderStatusEntrySchema = z
  .object({
    id: z.uuid(),
    fromStatus: z.string().nullable(),
    toStatus: z.string(),
    toStatusLabel: z.string(),
    actor: z.object({ id: z.uuid(), name: z.string(), role: z.string() }).nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderStatusEntry' });

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
    /** Every status change, oldest first (the first is the order's creation). */
    statusHistory: z.array(orderStatusEntrySchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });
export type OrderOut = z.infer<typeof orderSchema>;

export const orderResponse = envelope(z.object({ order: orderSchema }));
export const createdOrderResponse = envelope(
  z.object({
    order: orderSchema,
    proofToken: z
      .string()
      .nullable()
      .describe(
        'Invitado que paga por transferencia: el secreto del enlace para enviar el comprobante (solo al crearla)',
      ),
  }),
);

/** A guest's proof link secret travels in a header (never in the URL, which is logged). */
export const proofTokenHeaders = z.object({ 'x-order-token': zText(order.proofToken).optional() });

export const orderPaymentResponse = envelope(
  z.object({
    orderId: z.uuid(),
    orderNumber: z.string(),
    paymentMethod: z.string(),
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
    payment: z
      .object({
        id: z.uuid(),
        userId: z.uuid().nullable().describe('Quién paga (null: un invitado)'),
        status: z.string(),
        method: z.string(),
        paymentMethod: z.string().describe('El mismo valor que method (nombre de la especificación)'),
        paymentDate: z.string(),
        hasProof: z.boolean(),
        proofUploadedAt: z.string().nullable(),
        reason: z.string().nullable(),
        rejectedAt: z.string().nullable().describe('Cuándo el personal rechazó la transferencia'),
        reuploadDeadline: z
          .string()
          .nullable()
          .describe('Hasta cuándo el dueño puede enviar un nuevo comprobante de la transferencia rechazada'),
      })
      .nullable(),
    bankAccounts: z.array(
      z.object({
        id: z.uuid(),
        bankName: z.string(),
        accountName: z.string(),
        accountNumber: z.string(),
        accountType: z.string(),
        instructions: z.string().nullable(),
      }),
    ),
    canUploadProof: z.boolean(),
  }),
);
export const myOrdersQuery = z.object({
  page: zInt(myOrders.page, { coerce: true }).default(1),
  limit: zInt(myOrders.limit, { coerce: true }).default(PAGINATION.myOrders),
});
export const ordersListResponse = envelope(z.object({ orders: z.array(orderSchema), pagination: paginationSchema }));
export const orderParams = z.object({ id: zText(QUERY_FIELDS.id) });
export const orderViewQuery = z.object({ sessionId: zText(order.sessionId).optional() });

/** The Idempotency-Key header: the same contract as the body's key. */
export const orderHeaders = z.object({ 'idempotency-key': zText(order.idempotencyKey).optional() });
