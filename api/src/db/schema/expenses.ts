import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The gym's expenses (staff spec §3). A recurring expense is the series' first expense; processing
 * creates each later occurrence as its own pending expense pointing at it (`parentId`).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    category: text('category').notNull(),
    vendor: text('vendor'),
    invoiceNumber: text('invoice_number'),
    /** A Guatemala calendar day. */
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method'),
    notes: text('notes'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringFrequency: text('recurring_frequency'),
    recurringEndDate: date('recurring_end_date', { mode: 'string' }),
    /** The recurring expense this one is an occurrence of. */
    parentId: uuid('parent_id').references((): AnyPgColumn => expenses.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** Why it was rejected or cancelled. */
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Reports and figures: a period's expenses of some statuses, per category or vendor.
    index('expenses_date_status_idx').on(table.expenseDate, table.status),
    index('expenses_status_amount_idx').on(table.status, table.amount),
    index('expenses_category_date_idx').on(table.category, table.expenseDate),
    index('expenses_vendor_idx').on(table.vendor),
    index('expenses_recurring_idx')
      .on(table.isRecurring)
      .where(sql`${table.isRecurring}`),
    // One occurrence per series and day: two runs of the processing at once cannot both create it.
    uniqueIndex('expenses_parent_date_unique')
      .on(table.parentId, table.expenseDate)
      .where(sql`${table.parentId} is not null`),
    check('expenses_status_check', sql`${table.status} in ('pending', 'approved', 'paid', 'rejected', 'cancelled')`),
    check(
      'expenses_category_check',
      sql`${table.category} in ('rent', 'utilities', 'equipment_purchase', 'equipment_maintenance', 'staff_salary', 'cleaning_supplies', 'marketing', 'insurance', 'taxes', 'other_expense')`,
    ),
    check(
      'expenses_frequency_check',
      sql`${table.recurringFrequency} is null or ${table.recurringFrequency} in ('daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'annually')`,
    ),
    check('expenses_recurring_check', sql`not ${table.isRecurring} or ${table.recurringFrequency} is not null`),
    check('expenses_amount_check', sql`${table.amount} > 0`),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
