import { SEARCH_FOLD } from '@gym/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_categories_slug_unique').on(table.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    website: text('website'),
    logo: text('logo'),
    logoKey: text('logo_key'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('brands_name_unique').on(table.name)],
);

export interface ProductDimensions {
  length?: number;
  width?: number;
  height?: number;
  unit?: string;
}

/** Selectable options shown as chips, e.g. { sabor: ['Vainilla', 'Chocolate'] }. */
export type ProductVariants = Record<string, string[]>;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2 }),
    sku: text('sku').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    minStock: integer('min_stock').notNull().default(5),
    weight: numeric('weight', { precision: 10, scale: 3 }),
    dimensions: jsonb('dimensions').$type<ProductDimensions>(),
    variants: jsonb('variants').$type<ProductVariants>().notNull().default({}),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    allowOnlinePayment: boolean('allow_online_payment').notNull().default(true),
    allowCardPayment: boolean('allow_card_payment').notNull().default(true),
    allowCashOnDelivery: boolean('allow_cash_on_delivery').notNull().default(true),
    deliveryTime: text('delivery_time'),
    /**
     * Set when a product with orders is deleted: it leaves the catalogue and the back office's
     * default list (isActive false) but stays for its orders and its stock history.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Name, description and SKU as the catalogue's search compares them (lower case, without
     * accents: lib/search.ts), one per line: a search reads this instead of folding three columns
     * of every product on every request. A typed search never holds a line break (input guard).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`translate(lower(${products.name} || chr(10) || coalesce(${products.description}, '') || chr(10) || ${products.sku}), ${sql.raw(`'${SEARCH_FOLD.from}'`)}, ${sql.raw(`'${SEARCH_FOLD.to}'`)})`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_sku_unique').on(table.sku),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_active_created_idx').on(table.isActive, table.createdAt),
    // The back office's grid, newest first, without the archived (management-products.service.ts).
    index('products_live_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.archivedAt} is null`),
    // The back office's grid by price and by name (a deep page walks the index instead of sorting).
    index('products_live_price_idx')
      .on(table.price, table.id)
      .where(sql`${table.archivedAt} is null`),
    index('products_live_name_idx')
      .on(table.name, table.id)
      .where(sql`${table.archivedAt} is null`),
    // The public catalogue's orders by price and by name over active products (catalogue.service.ts):
    // a page walks the index and stops at its limit instead of sorting the whole catalogue.
    index('products_catalogue_price_idx')
      .on(table.price, table.id)
      .where(sql`${table.isActive}`),
    index('products_catalogue_name_idx')
      .on(table.name, table.id)
      .where(sql`${table.isActive}`),
    check('products_price_check', sql`${table.price} > 0`),
    // The last line of defence against overselling: stock can never go below zero.
    check('products_stock_check', sql`${table.stockQuantity} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    imageKey: text('image_key'),
    isPrimary: boolean('is_primary').notNull().default(false),
    altText: text('alt_text'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.displayOrder)],
);

/**
 * One change of a product's stock: who (null for a guest's order), why, the figure before and
 * after, and when. Written in the transaction that changes the stock, under the product's row lock,
 * so the rows of one product chain (each `stockBefore` is the previous `stockAfter`).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'set', 'add', 'subtract' (back office), 'order' (an online order), 'restock' (an order cancelled). */
    kind: text('kind').notNull(),
    /** The signed change: stockAfter - stockBefore. */
    quantity: integer('quantity').notNull(),
    stockBefore: integer('stock_before').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order behind an 'order' or 'restock' movement. */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two movements within one clock tick still read back in the order made. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.sequence),
    check('stock_movements_after_check', sql`${table.stockAfter} >= 0`),
  ],
);

/** A cart line of a signed-in user (`user:<id>`) or a guest (`guest:<guest_...>`). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKey: text('owner_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string>>().notNull().default({}),
    /** Canonical options text: same product + same options = the same line. */
    optionsKey: text('options_key').notNull().default('[]'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_line_unique').on(table.ownerKey, table.productId, table.optionsKey),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export interface OrderCustomerInfo {
  name: string;
  email: string;
  phone: string;
}

export interface OrderShippingAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  reference: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    /** `user:<id>` or `guest:<sessionId>`: idempotency keys are scoped to their owner. */
    ownerKey: text('owner_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the secret a guest receives with the order, to send its transfer proof later. */
    guestTokenHash: text('guest_token_hash'),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryType: text('delivery_type').notNull(),
    deliveryTimeSlot: text('delivery_time_slot'),
    customerInfo: jsonb('customer_info').$type<OrderCustomerInfo>().notNull(),
    /** The buyer's NIT, CUI or 'CF' for the invoice (domain tax-id.ts `readTaxId` form); null: CF. */
    billingTaxId: text('billing_tax_id'),
    /** The name the invoice carries; null: the buyer's own name. */
    billingName: text('billing_name'),
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress>(),
    notes: text('notes'),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    shippingAmount: numeric('shipping_amount', { precision: 12, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.orderNumber),
    uniqueIndex('orders_idempotency_unique')
      .on(table.ownerKey, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status),
    // Reports: a period's delivered orders (reports/service.ts bounds created_at).
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // The back office's orders list, newest first (management-orders.service.ts).
    index('orders_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('orders_payment_method_check', sql`${table.paymentMethod} in ('cash_on_delivery', 'card', 'transfer')`),
    check('orders_delivery_method_check', sql`${table.deliveryMethod} in ('pickup', 'local', 'national')`),
    check('orders_total_check', sql`${table.totalAmount} >= 0`),
  ],
);

/**
 * Every order's count and amount by status, kept by a trigger on `orders` (migration
 * 0033_order_status_totals): the orders board's all-time figures read a dozen rows instead of
 * every order the store ever took. Never written by the application.
 */
export const orderStatusTotals = pgTable('order_status_totals', {
  status: text('status').primaryKey(),
  orders: integer('orders').notNull().default(0),
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull().default('0'),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string>>().notNull().default({}),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * One row per status change of an online order (who, when, from, to, notes), written in the
 * transaction that changes the status: what the staff's drawer and the customer's 'Mis pedidos'
 * show. The first row (from null to pending) is the order's creation.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.sequence)],
);

export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
