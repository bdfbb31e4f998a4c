/** Field contracts of the membership forms and requests (see field-contract.ts). */
import { enumField, INT32_MAX, intField, listField, moneyField, textField } from './field-contract';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_STATUSES, PLAN_DURATIONS } from './memberships';
import { PAYMENT_FIELDS } from './payment-fields';
import { dayOrDateTimeField } from './query-fields';

/** How a staff list of memberships may be ordered. */
export const MEMBERSHIP_SORT_KEYS = ['createdAt', 'startDate', 'endDate', 'price', 'status', 'client', 'plan'] as const;
export type MembershipSortKey = (typeof MEMBERSHIP_SORT_KEYS)[number];

/** Statuses staff may set directly (PUT): suspending and resuming; the rest have their own calls. */
export const MEMBERSHIP_EDITABLE_STATUSES = ['active', 'suspended'] as const;

/** No plan costs a million quetzales; a larger figure is a typing mistake. */
const PLAN_PRICE_MAX = 1_000_000;

/** One benefit a plan lists ('Acceso a todas las áreas'). */
const feature = textField('El beneficio', { required: true, max: 120 });

export const MEMBERSHIP_FIELDS = {
  /** GET /memberships filters (page, limit and search are QUERY_FIELDS). */
  list: {
    status: enumField('El estado', MEMBERSHIP_STATUSES),
    /** The plan's duration ('all', like status, means no filter). */
    type: enumField('El tipo de plan', PLAN_DURATIONS),
    sortBy: enumField('El orden', MEMBERSHIP_SORT_KEYS),
  },
  /** GET /memberships/expired?days (0: every expired one) and /expiring-soon?days (default 7). */
  days: intField('Los días', 0, 3650),
  /** PUT /memberships/{id}: the dates as yyyy-mm-dd or a full ISO date-time (its day, `calendarDate`). */
  update: {
    status: enumField('El estado', MEMBERSHIP_EDITABLE_STATUSES),
    startDate: dayOrDateTimeField('La fecha de inicio'),
    endDate: dayOrDateTimeField('La fecha de fin'),
    price: moneyField('El precio', { max: PLAN_PRICE_MAX }),
    notes: PAYMENT_FIELDS.create.notes,
  },
  /** POST /memberships/{id}/renew. */
  renew: {
    months: intField('Los meses', 1, 36),
    price: moneyField('El precio', { max: PLAN_PRICE_MAX }),
    paymentMethod: PAYMENT_FIELDS.create.method,
    notes: PAYMENT_FIELDS.create.notes,
  },
  /** POST /memberships/{id}/cancel. */
  cancel: {
    reason: textField('El motivo', {
      required: true,
      max: 500,
      multiline: true,
      requiredMessage: MEMBERSHIP_MESSAGES.reasonRequired,
    }),
  },
  /** POST /memberships/purchase: the plan, the weekly slots (SCHEDULE_FIELDS.slotId) and how it is paid. */
  purchase: {
    paymentMethod: PAYMENT_FIELDS.create.method,
    notes: PAYMENT_FIELDS.create.notes,
  },
  /** One plan of the plans editor (PUT /gym/membership-plans). */
  plan: {
    name: textField('El nombre del plan', { required: true, min: 2, max: 80 }),
    description: textField('La descripción', { max: 500, multiline: true }),
    price: moneyField('El precio', { required: true, max: PLAN_PRICE_MAX }),
    originalPrice: moneyField('El precio anterior', { max: PLAN_PRICE_MAX }),
    durationType: enumField('La duración', PLAN_DURATIONS, { required: true }),
    features: listField('La lista de beneficios', 20, feature),
    /** One line of `features`. */
    feature,
    displayOrder: intField('El orden', 0, INT32_MAX),
  },
  /** How many plans one save may carry. */
  planCount: intField('La cantidad de planes', 1, 30),
} as const;
