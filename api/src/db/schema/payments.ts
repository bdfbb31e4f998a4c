import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberships } from './memberships';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest's store order. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    paymentType: text('payment_type').notNull(),
    concept: text('concept').notNull(),
    /** Who paid when no client account is linked: the visitor named at the desk for a daily pass. */
    payerName: text('payer_name'),
    /** The buyer's NIT, CUI or 'CF' for the invoice (domain tax-id.ts `readTaxId` form); null: CF. */
    billingTaxId: text('billing_tax_id'),
    /** The name the invoice carries; null: the buyer's own name. */
    billingName: text('billing_name'),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    /** The store's order; no foreign key so the store module owns its table independently. */
    orderId: uuid('order_id'),
    /** Key of the proof in the private storage; its only address is GET /api/payments/:id/transfer-proof. */
    proofKey: text('proof_key'),
    proofUploadedAt: timestamp('proof_uploaded_at', { withTimezone: true }),
    receivedAmount: numeric('received_amount', { precision: 12, scale: 2 }),
    transactionId: text('transaction_id'),
    cardLast4: text('card_last4'),
    /** The card provider's payment intent (pi_...) paying this payment; one payment per intent. */
    providerIntentId: text('provider_intent_id'),
    /** What the card provider has refunded of this payment (its amount stays what was paid). */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    notes: text('notes'),
    reason: text('reason'),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    validatedBy: uuid('validated_by').references(() => users.id, { onDelete: 'set null' }),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_status_method_idx').on(table.status, table.method),
    index('payments_membership_idx').on(table.membershipId),
    // The payments history, newest first (ledger.ts paymentsPage): a page walks the index instead of sorting years.
    index('payments_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The staff queues: pending payments of one method, the longest waiting first.
    index('payments_queue_idx').on(table.method, table.status, table.createdAt, table.id),
    // Reports: a period's completed payments of some types (reports/service.ts bounds payment_date).
    index('payments_report_idx').on(table.status, table.paymentType, table.paymentDate),
    // One payment per store order: a repeated from-order call cannot create a second one.
    uniqueIndex('payments_order_unique')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex('payments_provider_intent_unique')
      .on(table.providerIntentId)
      .where(sql`${table.providerIntentId} is not null`),
    check('payments_refunded_check', sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`),
    check('payments_method_check', sql`${table.method} in ('cash', 'card', 'transfer', 'mobile')`),
    check('payments_status_check', sql`${table.status} in ('completed', 'pending', 'failed', 'cancelled')`),
    check(
      'payments_type_check',
      sql`${table.paymentType} in ('membership', 'daily', 'bulk_daily', 'store_cash_delivery', 'store_card_delivery', 'store_online', 'store_transfer')`,
    ),
    check('payments_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** Bank accounts shown to a member paying by transfer (gym configuration data, not code). */
export const transferBankAccounts = pgTable('transfer_bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountType: text('account_type').notNull(),
  instructions: text('instructions'),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type TransferBankAccountRow = typeof transferBankAccounts.$inferSelect;
