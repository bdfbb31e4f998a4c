/**
 * Expenses (staff spec §3, §4, §8, §9): the categories, statuses and recurring frequencies, who may
 * do what, which status changes are allowed, the messages, and the dates of a recurring series.
 */
import { addDays } from './dates';
import { hasPermission, type Actor } from './roles';

export const EXPENSE_CATEGORIES = [
  'rent',
  'utilities',
  'equipment_purchase',
  'equipment_maintenance',
  'staff_salary',
  'cleaning_supplies',
  'marketing',
  'insurance',
  'taxes',
  'other_expense',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  rent: 'Alquiler/Renta',
  utilities: 'Servicios Públicos',
  equipment_purchase: 'Equipamiento',
  equipment_maintenance: 'Mantenimiento',
  staff_salary: 'Salarios',
  cleaning_supplies: 'Limpieza',
  marketing: 'Marketing',
  insurance: 'Seguros',
  taxes: 'Impuestos',
  other_expense: 'Otros',
};

/** paid is listed by the spec but no call sets it (it may come from an import or a later flow). */
export const EXPENSE_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const EXPENSE_STATUS_LABELS: Record<ExpenseStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  paid: 'Pagado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
};

/** The spec's colours per status (the web maps them to its palette). */
export const EXPENSE_STATUS_COLORS: Record<ExpenseStatus, 'yellow' | 'green' | 'blue' | 'red' | 'gray'> = {
  pending: 'yellow',
  approved: 'green',
  paid: 'blue',
  rejected: 'red',
  cancelled: 'gray',
};

/** Expenses that count in reports and expense figures (spec §4 reporting counts). */
export const COUNTED_EXPENSE_STATUSES = ['approved', 'paid'] as const satisfies readonly ExpenseStatus[];

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'annually'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const RECURRING_FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  daily: 'Diario',
  weekly: 'Semanal',
  biweekly: 'Quincenal',
  monthly: 'Mensual',
  quarterly: 'Trimestral',
  annually: 'Anual',
};

export const EXPENSE_LIMITS = {
  titleMax: 200,
  /** Pending approvals: only expenses of at least this amount (spec §9). */
  pendingApprovalMinAmount: 500,
  upcomingRecurringDays: 7,
  /** The longest look-ahead for upcoming recurring expenses: a year. */
  upcomingRecurringMaxDays: 366,
  topVendors: 10,
  topVendorsMax: 100,
  /**
   * Most occurrences one run creates for one recurring expense (a daily series left a year
   * unprocessed): the next run goes on from there.
   */
  recurringCatchUpMax: 400,
} as const;

/** The actions that change an expense's status. */
export type ExpenseAction = 'approve' | 'reject' | 'cancel';

/** Which status each action moves an expense to. */
export const EXPENSE_ACTION_TARGET: Record<ExpenseAction, ExpenseStatus> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
};

/**
 * Which statuses allow each change (spec §4 leaves it to the server): approve and reject decide a
 * pending expense; cancel withdraws a pending or approved one (a paid one is history).
 */
export const EXPENSE_TRANSITIONS: Record<ExpenseAction, readonly ExpenseStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  cancel: ['pending', 'approved'],
};

/** Statuses in which the expense's data may still be edited or the expense deleted. */
export const EXPENSE_EDITABLE_STATUSES: readonly ExpenseStatus[] = ['pending'];
export const EXPENSE_DELETABLE_STATUSES: readonly ExpenseStatus[] = ['pending', 'rejected', 'cancelled'];

export const EXPENSE_MESSAGES = {
  // §5 on create (the quick check before sending) and the fuller validator
  titleRequiredOnCreate: 'El título del gasto es obligatorio',
  amountInvalidOnCreate: 'El monto del gasto es inválido',
  categoryRequiredOnCreate: 'La categoría del gasto es obligatoria',
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede exceder ${EXPENSE_LIMITS.titleMax} caracteres`,
  amountInvalid: 'El monto es inválido',
  amountPositive: 'El monto debe ser mayor a 0',
  categoryRequired: 'La categoría es obligatoria',
  categoryInvalid: 'Categoría inválida',
  frequencyRequired: 'La frecuencia es obligatoria para gastos recurrentes',
  frequencyInvalid: 'Frecuencia inválida',
  // §8
  notFound: 'Gasto no encontrado',
  validationCreate: 'Error de validación: Verifica los datos del gasto',
  validationUpdate: 'Error de validación en actualización',
  created: 'Gasto creado exitosamente',
  updated: 'Gasto actualizado exitosamente',
  approved: 'Gasto aprobado exitosamente',
  rejected: 'Gasto rechazado',
  cancelled: 'Gasto cancelado',
  recurringProcessed: 'Gastos recurrentes procesados',
  deleted: 'Gasto eliminado exitosamente',
  forbidden: {
    view: 'Sin permisos para ver gastos',
    create: 'Sin permisos para crear gastos',
    update: 'Sin permisos para actualizar gastos',
    approve: 'Sin permisos para aprobar gastos',
    reject: 'Sin permisos para rechazar gastos',
    cancel: 'Sin permisos para cancelar gastos',
    delete: 'Sin permisos para eliminar gastos',
    process: 'Sin permisos para procesar gastos recurrentes',
  },
  cannot: {
    approve: 'No se puede aprobar este gasto',
    reject: 'No se puede rechazar este gasto',
    cancel: 'No se puede cancelar este gasto',
  } satisfies Record<ExpenseAction, string>,
  // Server messages where the spec says "the server message" (our wording)
  rejectNeedsReason: 'Indica el motivo del rechazo',
  cancelNeedsReason: 'Indica el motivo de la cancelación',
  alreadyDone: {
    approve: 'Este gasto ya fue aprobado',
    reject: 'Este gasto ya fue rechazado',
    cancel: 'Este gasto ya fue cancelado',
  } satisfies Record<ExpenseAction, string>,
  notEditable: (status: ExpenseStatus) =>
    `Solo se puede editar un gasto pendiente; este está ${EXPENSE_STATUS_LABELS[status].toLowerCase()}`,
  notDeletable: (status: ExpenseStatus) =>
    `No se puede eliminar un gasto ${EXPENSE_STATUS_LABELS[status].toLowerCase()}`,
  recurringProcessedCount: (created: number) =>
    created === 0
      ? 'Gastos recurrentes procesados: no había gastos por generar'
      : `Gastos recurrentes procesados: ${created} ${created === 1 ? 'gasto generado' : 'gastos generados'}`,
} as const;

/** Why a status change is refused: 409 when the same change was already made, else 400. */
export type ExpenseTransitionRefusal = { status: 400 | 409; message: string };

/**
 * The verdict on an action for an expense in `from`: null when allowed. Repeating a change already
 * made (a second approve, two clicks at once) is a 409 naming it; any other refused change a 400
 * that says what the status is.
 */
export function expenseTransitionRefusal(action: ExpenseAction, from: ExpenseStatus): ExpenseTransitionRefusal | null {
  if (EXPENSE_TRANSITIONS[action].includes(from)) return null;
  if (EXPENSE_ACTION_TARGET[action] === from) return { status: 409, message: EXPENSE_MESSAGES.alreadyDone[action] };
  return {
    status: 400,
    message: `${EXPENSE_MESSAGES.cannot[action]}: está ${EXPENSE_STATUS_LABELS[from].toLowerCase()}`,
  };
}

/** Expenses are the owner's books: admins (view_reports) see and change them (the screen is admin-only). */
export function canManageExpenses(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || hasPermission(actor, 'view_reports');
}

function addMonthsClamped(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * The n-th date of a recurring series that starts on `start` (n = 0 is the start itself). Counted
 * from the start, not from the previous date, so a series on the 31st stays on month ends
 * (31 Jan, 28 Feb, 31 Mar) instead of drifting to the 28th.
 */
export function recurringOccurrence(start: string, frequency: RecurringFrequency, n: number): string {
  switch (frequency) {
    case 'daily':
      return addDays(start, n);
    case 'weekly':
      return addDays(start, 7 * n);
    case 'biweekly':
      return addDays(start, 14 * n);
    case 'monthly':
      return addMonthsClamped(start, n);
    case 'quarterly':
      return addMonthsClamped(start, 3 * n);
    case 'annually':
      return addMonthsClamped(start, 12 * n);
  }
}

/**
 * The dates after `after` and up to `until` (both inclusive of the bound `until`) of a series that
 * starts on `start` and ends on `endDate` (if any), at most `max` of them.
 */
export function recurringDatesBetween(
  start: string,
  frequency: RecurringFrequency,
  after: string,
  until: string,
  endDate: string | null,
  max: number,
): string[] {
  const last = endDate && endDate < until ? endDate : until;
  const dates: string[] = [];
  for (let n = 1; dates.length < max; n += 1) {
    const date = recurringOccurrence(start, frequency, n);
    if (date > last) break;
    if (date > after) dates.push(date);
  }
  return dates;
}
