import {
  EXPENSE_CATEGORIES,
  EXPENSE_FIELDS,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  EXPENSE_STATUSES,
  FIELD_MESSAGES,
  PAGINATION,
  QUERY_FIELDS,
  RECURRING_FREQUENCIES,
  type EnumField,
  type TextField,
} from '@gym/domain';
import { z } from 'zod';
import { auditEventSchema } from '../../lib/audit';
import {
  zClampedLimit,
  zClearableText,
  zDay,
  zEnum,
  zFilter,
  zInt,
  zList,
  zMoney,
  zText,
} from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';

const F = EXPENSE_FIELDS.expense;

/** A required choice: missing says it is required, anything else that it is not one of the values. */
function zChoice<T extends string>(contract: EnumField<T>) {
  return z.enum(contract.values as [T, ...T[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? FIELD_MESSAGES.required(contract)
        : FIELD_MESSAGES.notOneOf(contract),
  });
}

const editable = {
  title: zText(F.title),
  description: zClearableText(F.description),
  amount: zMoney(F.amount),
  category: zChoice(F.category),
  vendor: zClearableText(F.vendor),
  invoiceNumber: zClearableText(F.invoiceNumber),
  expenseDate: zDay(F.expenseDate).optional(),
  paymentMethod: zClearableText(F.paymentMethod),
  notes: zClearableText(F.notes),
  attachments: zList(F.attachments, zText({ ...(F.attachments.item as TextField), required: true })).optional(),
};

export const createExpenseBody = z
  .object({
    ...editable,
    isRecurring: z.boolean({ error: 'isRecurring debe ser true o false' }).default(false),
    recurringFrequency: z.preprocess(
      (value) => (value === '' ? null : value),
      zChoice(F.recurringFrequency).nullable().optional(),
    ),
    recurringEndDate: zDay(F.recurringEndDate).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.isRecurring && !body.recurringFrequency)
      ctx.addIssue({ code: 'custom', path: ['recurringFrequency'], message: EXPENSE_MESSAGES.frequencyRequired });
    if (body.recurringEndDate && body.expenseDate && body.recurringEndDate < body.expenseDate)
      ctx.addIssue({
        code: 'custom',
        path: ['recurringEndDate'],
        message: 'La fecha de fin de la recurrencia no puede ser anterior a la fecha del gasto',
      });
  });
export type CreateExpenseBody = z.infer<typeof createExpenseBody>;

/** PUT /expenses/{id}: the same fields except the recurring ones, each only if provided. */
export const updateExpenseBody = z.object({
  title: editable.title.optional(),
  description: editable.description,
  amount: editable.amount.optional(),
  category: editable.category.optional(),
  vendor: editable.vendor,
  invoiceNumber: editable.invoiceNumber,
  expenseDate: editable.expenseDate,
  paymentMethod: editable.paymentMethod,
  notes: editable.notes,
  attachments: editable.attachments,
});
export type UpdateExpenseBody = z.infer<typeof updateExpenseBody>;

export const rejectBody = z.object({ reason: zText(EXPENSE_FIELDS.reject.reason) });
export const cancelBody = z.object({ reason: zText(EXPENSE_FIELDS.cancel.reason) });

export const expenseParams = z.object({ id: z.uuid({ error: EXPENSE_MESSAGES.notFound }) });
export const categoryParams = z.object({ category: zEnum(EXPENSE_FIELDS.list.category) });

const period = {
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
};

export const listQuery = z.object({
  status: zFilter(EXPENSE_FIELDS.list.status),
  category: zFilter(EXPENSE_FIELDS.list.category),
  ...period,
  search: zText(QUERY_FIELDS.search).optional(),
  sortBy: zEnum(EXPENSE_FIELDS.list.sortBy).default('expenseDate'),
  sortOrder: zEnum(EXPENSE_FIELDS.list.sortOrder, { caseInsensitive: true }).default('desc'),
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
});
export type ListQuery = z.infer<typeof listQuery>;

export const periodQuery = z.object(period);
export type PeriodQuery = z.infer<typeof periodQuery>;

export const vendorsQuery = z.object({
  ...period,
  limit: zInt(EXPENSE_FIELDS.vendors.limit, { coerce: true }).default(EXPENSE_LIMITS.topVendors),
});

export const pendingQuery = z.object({
  minAmount: zMoney(EXPENSE_FIELDS.pendingApproval.minAmount, { coerce: true }).default(
    EXPENSE_LIMITS.pendingApprovalMinAmount,
  ),
});

export const upcomingQuery = z.object({
  daysAhead: zInt(EXPENSE_FIELDS.upcoming.daysAhead, { coerce: true }).default(EXPENSE_LIMITS.upcomingRecurringDays),
});

// --- Responses ---------------------------------------------------------------------------------

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const expenseSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    amount: z.number(),
    category: z.enum(EXPENSE_CATEGORIES),
    categoryLabel: z.string(),
    vendor: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    expenseDate: z.string().describe('AAAA-MM-DD, día de Guatemala'),
    paymentMethod: z.string().nullable(),
    notes: z.string().nullable(),
    attachments: z.array(z.string()),
    isRecurring: z.boolean(),
    recurringFrequency: z.enum(RECURRING_FREQUENCIES).nullable(),
    recurringEndDate: z.string().nullable(),
    parentId: z.uuid().nullable().describe('El gasto recurrente del que esta es una ocurrencia'),
    status: z.enum(EXPENSE_STATUSES),
    statusLabel: z.string(),
    reason: z.string().nullable(),
    createdBy: person,
    decidedBy: person,
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Expense' });
export type ExpenseView = z.infer<typeof expenseSchema>;

export const expenseResponse = envelope(expenseSchema);
export const expenseDetailResponse = envelope(expenseSchema.extend({ auditTrail: z.array(auditEventSchema) }));

export const listResponse = z.object({
  success: z.literal(true),
  data: z.array(expenseSchema),
  expenses: z.array(expenseSchema).describe('Lo mismo que data (los reportes leen expenses)'),
  pagination: paginationSchema,
});

export const countedListResponse = z.object({
  success: z.literal(true),
  data: z.array(expenseSchema),
  count: z.number(),
});

export const upcomingSchema = z.object({
  expense: expenseSchema,
  nextDate: z.string(),
  daysUntil: z.number(),
});
export const upcomingResponse = z.object({
  success: z.literal(true),
  data: z.array(upcomingSchema),
  count: z.number(),
});

export const processResponse = z.object({
  success: z.literal(true),
  processed: z.number().describe('Gastos generados en esta ejecución'),
  message: z.string(),
  data: z.array(expenseSchema),
});

const tally = z.object({ count: z.number(), amount: z.number() });

export const summaryResponse = envelope(
  z.object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    totalExpenses: z.number().describe('Gastos aprobados o pagados del periodo'),
    totalAmount: z.number(),
    averageAmount: z.number(),
    byStatus: z.object(
      Object.fromEntries(EXPENSE_STATUSES.map((s) => [s, tally])) as Record<
        (typeof EXPENSE_STATUSES)[number],
        typeof tally
      >,
    ),
    pendingApproval: tally,
  }),
);

export const breakdownResponse = envelope(
  z.array(
    z.object({
      category: z.enum(EXPENSE_CATEGORIES),
      label: z.string(),
      count: z.number(),
      amount: z.number(),
      percentage: z.number(),
    }),
  ),
);

export const vendorsResponse = envelope(
  z.array(z.object({ vendor: z.string(), count: z.number(), amount: z.number(), lastDate: z.string() })),
);
