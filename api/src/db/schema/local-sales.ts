import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './store';
import { users } from './users';

/**
 * A sale at the counter (point of sale). Cash: completed at once, with the cash received and the
 * change. Transfer: pending until staff confirm the transfer; the stock leaves at the sale and
 * comes back if the pending sale is cancelled.
 */
export const localSales = pgTable(
  'local_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt number, sequential per business day: VL-YYMMDD-NNNN. */
    saleNumber: text('sale_number').notNull(),
    /** Business day (America/Guatemala) the sale was made on: the receipt sequence and the daily report. */
    saleDate: date('sale_date').notNull(),
    /** 'pending' | 'completed' | 'cancelled' */
    status: text('status').notNull(),
    /** 'cash' | 'transfer' */
    paymentMethod: text('payment_method').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    cashReceived: numeric('cash_received', { precision: 12, scale: 2 }),
    changeAmount: numeric('change_amount', { precision: 12, scale: 2 }),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    /** The buyer's NIT, CUI or 'CF' for the invoice (domain tax-id.ts `readTaxId` form); null: CF. */
    billingTaxId: text('billing_tax_id'),
    /** The name the invoice carries; null: the buyer's own name. */
    billingName: text('billing_name'),
    notes: text('notes'),
    transferReference: text('transfer_reference'),
    employeeId: uuid('employee_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationNotes: text('confirmation_notes'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('local_sales_number_unique').on(table.saleNumber),
    index('local_sales_date_idx').on(table.saleDate, table.status),
    index('local_sales_employee_idx').on(table.employeeId, table.saleDate),
    index('local_sales_pending_idx').on(table.status, table.paymentMethod, table.createdAt),
    check('local_sales_status_check', sql`${table.status} in ('pending', 'completed', 'cancelled')`),
    check('local_sales_method_check', sql`${table.paymentMethod} in ('cash', 'transfer')`),
  ],
);

/** A line of a local sale: the product's name, SKU and price as they were when sold. */
export const localSaleItems = pgTable(
  'local_sale_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => localSales.id, { onDelete: 'cascade' }),
    /** A product with sales is archived, never deleted (management-products delete rule). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    index('local_sale_items_sale_idx').on(table.saleId),
    index('local_sale_items_product_idx').on(table.productId),
    check('local_sale_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** The last receipt number handed out on each business day (taken with an upsert, in the sale's transaction). */
export const localSaleCounters = pgTable('local_sale_counters', {
  saleDate: date('sale_date').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export type LocalSaleRow = typeof localSales.$inferSelect;
export type LocalSaleItemRow = typeof localSaleItems.$inferSelect;
