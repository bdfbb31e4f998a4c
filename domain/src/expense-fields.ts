/** Field contracts of the expense forms and requests (see field-contract.ts, staff spec §5). */
import { enumField, intField, listField, moneyField, textField } from './field-contract';
import { SORT_ORDERS } from './query-fields';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  EXPENSE_STATUSES,
  RECURRING_FREQUENCIES,
} from './expenses';

const M = EXPENSE_MESSAGES;

/** How the expense list may be ordered: the latest expense date first by default. */
export const EXPENSE_SORT_KEYS = ['expenseDate', 'amount', 'title', 'createdAt', 'status', 'category'] as const;
export type ExpenseSortKey = (typeof EXPENSE_SORT_KEYS)[number];

const calendarDay = (label: string) =>
  textField(label, {
    max: 10,
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    patternMessage: `${label} debe tener el formato AAAA-MM-DD`,
  });

/** The expense's own fields: create sends them all, update only those it changes. */
const expense = {
  title: textField('El título', {
    required: true,
    max: EXPENSE_LIMITS.titleMax,
    requiredMessage: M.titleRequired,
    tooLongMessage: M.titleTooLong,
  }),
  description: textField('La descripción', { max: 2000, multiline: true }),
  amount: moneyField('El monto', {
    required: true,
    min: 0.01,
    requiredMessage: M.amountInvalid,
    notNumberMessage: M.amountInvalid,
    minMessage: M.amountPositive,
  }),
  category: enumField('La categoría', EXPENSE_CATEGORIES, {
    required: true,
    requiredMessage: M.categoryRequired,
    invalidMessage: M.categoryInvalid,
  }),
  vendor: textField('El proveedor', { max: 200 }),
  invoiceNumber: textField('El número de factura', { max: 100 }),
  expenseDate: calendarDay('La fecha del gasto'),
  paymentMethod: textField('El método de pago', { max: 50 }),
  notes: textField('Las notas', { max: 2000, multiline: true }),
  /** Addresses or keys of uploaded receipts. */
  attachments: listField('Los adjuntos', 10, textField('El adjunto', { max: 500 })),
  recurringFrequency: enumField('La frecuencia', RECURRING_FREQUENCIES, {
    requiredMessage: M.frequencyRequired,
    invalidMessage: M.frequencyInvalid,
  }),
  recurringEndDate: calendarDay('La fecha de fin de la recurrencia'),
} as const;

export const EXPENSE_FIELDS = {
  expense,
  /** GET /expenses filters. */
  list: {
    status: enumField('El estado', EXPENSE_STATUSES),
    category: enumField('La categoría', EXPENSE_CATEGORIES, { invalidMessage: M.categoryInvalid }),
    sortBy: enumField('El orden', EXPENSE_SORT_KEYS),
    sortOrder: enumField('La dirección del orden', SORT_ORDERS),
  },
  /** POST /expenses/{id}/reject and /cancel: the reason is required. */
  reject: {
    reason: textField('El motivo', { required: true, max: 500, multiline: true, requiredMessage: M.rejectNeedsReason }),
  },
  cancel: {
    reason: textField('El motivo', { required: true, max: 500, multiline: true, requiredMessage: M.cancelNeedsReason }),
  },
  pendingApproval: { minAmount: moneyField('El monto mínimo') },
  upcoming: { daysAhead: intField('Los días', 1, EXPENSE_LIMITS.upcomingRecurringMaxDays) },
  vendors: { limit: intField('El límite', 1, EXPENSE_LIMITS.topVendorsMax) },
} as const;

/**
 * The screen's quick check before sending a new expense (spec §5 "on create"): its three messages,
 * field -> message; empty when the expense may be sent (the server then applies the full rules).
 */
export function expenseCreateQuickCheck(values: {
  title?: unknown;
  amount?: unknown;
  category?: unknown;
}): Partial<Record<'title' | 'amount' | 'category', string>> {
  const errors: Partial<Record<'title' | 'amount' | 'category', string>> = {};
  if (typeof values.title !== 'string' || values.title.trim() === '') errors.title = M.titleRequiredOnCreate;
  const amount =
    typeof values.amount === 'string' && values.amount.trim() !== '' ? Number(values.amount) : values.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) errors.amount = M.amountInvalidOnCreate;
  if (typeof values.category !== 'string' || values.category === '') errors.category = M.categoryRequiredOnCreate;
  return errors;
}
