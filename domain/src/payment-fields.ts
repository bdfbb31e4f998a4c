/** Field contracts of the payment forms and requests (see field-contract.ts). */
import { enumField, intField, moneyField, textField } from './field-contract';
import { PAYMENT_MESSAGES, PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from './payments';
import { FINANCIAL_REPORT_SOURCES, REPORT_PERIODS } from './reports';

/** How the transfer queue may be ordered: the longest wait first by default. */
export const TRANSFER_QUEUE_SORT_KEYS = ['waiting_time', 'amount', 'client', 'type'] as const;
export type TransferQueueSortKey = (typeof TRANSFER_QUEUE_SORT_KEYS)[number];

/** The queue's priority filter: one urgency level, or `urgent` (waiting `urgentHours` or more). */
export const TRANSFER_PRIORITIES = ['normal', 'medium', 'high', 'critical', 'urgent'] as const;
export type TransferPriority = (typeof TRANSFER_PRIORITIES)[number];

/** How money reaches the desk for a daily pass (spec: cash or transfer). */
export const DAILY_INCOME_METHODS = ['cash', 'transfer'] as const;

/** Why a payment was rejected, cancelled or set by hand. */
const reason = (requiredMessage: string) =>
  textField('El motivo', { required: true, max: 500, multiline: true, requiredMessage });

/** The biggest amount staff may receive for one payment: a typing mistake beyond it. */
const RECEIVED_MAX = 1_000_000;

/** The payment types a member or the front desk registers directly (the store creates the rest). */
export const DIRECT_PAYMENT_TYPES = ['daily', 'membership'] as const;

/** A free-text note on a payment or a purchase (staff remarks, the member's comment). */
const notes = textField('Las notas', { max: 500, multiline: true });

export const PAYMENT_FIELDS = {
  /** GET /payments filters: a refusal names the accepted values. */
  list: {
    status: enumField('El estado', PAYMENT_STATUSES),
    paymentMethod: enumField('El método de pago', PAYMENT_METHODS),
    paymentType: enumField('El tipo de pago', PAYMENT_TYPES),
  },
  /** POST /payments: a daily pass or a pending membership paid by the chosen method. */
  create: {
    paymentType: enumField('El tipo de pago', DIRECT_PAYMENT_TYPES, { required: true }),
    method: enumField('El método de pago', PAYMENT_METHODS, { invalidMessage: PAYMENT_MESSAGES.invalidMethod }),
    notes,
  },
  /** GET /payments/transfers/pending-detailed. */
  transferQueue: {
    sortBy: enumField('El orden', TRANSFER_QUEUE_SORT_KEYS),
    priority: enumField('La prioridad', TRANSFER_PRIORITIES),
    urgentHours: intField('Las horas de urgencia', 1, 24 * 30),
  },
  /** POST /payments/{id}/validate-transfer: a rejection (approved false) needs its reason. */
  validateTransfer: {
    notes,
    reason: reason(PAYMENT_MESSAGES.rejectionNeedsReason),
  },
  /** POST /payments/{id}/confirm-cash. */
  confirmCash: {
    receivedAmount: moneyField('El monto recibido', { max: RECEIVED_MAX }),
    notes,
  },
  /** POST /payments/{id}/cancel-cash-payment, /cancel-cash-membership, /{id}/cancel-card. */
  cancel: {
    reason: reason(PAYMENT_MESSAGES.cancellationNeedsReason),
    notes,
  },
  /** POST /payments/{id}/confirm-card. */
  confirmCard: {
    transactionId: textField('El número de transacción', { required: true, max: 100 }),
    cardLast4: textField('Los últimos 4 dígitos de la tarjeta', {
      max: 4,
      pattern: /^\d{4}$/,
      patternMessage: 'Indica los 4 últimos dígitos de la tarjeta',
    }),
    notes,
  },
  /** PATCH /payments/{id}/status. */
  setStatus: {
    status: enumField('El estado', PAYMENT_STATUSES, { required: true }),
    reason: textField('El motivo', { max: 500, multiline: true }),
    notes,
  },
  /** POST /front-desk/daily-income: a daily pass for one visitor or several in one entry. */
  dailyIncome: {
    visitors: intField('La cantidad de visitantes', 1, 100),
    method: enumField('El método de pago', DAILY_INCOME_METHODS),
    visitorName: textField('El nombre del visitante', { max: 120 }),
    receivedAmount: moneyField('El monto recibido', { max: RECEIVED_MAX }),
    notes,
  },
  /** GET /payments/reports. */
  report: {
    period: enumField('El periodo', REPORT_PERIODS),
    /** One source of the financial report whose detail rows are read a page at a time. */
    source: enumField('La fuente', FINANCIAL_REPORT_SOURCES),
  },
} as const;
