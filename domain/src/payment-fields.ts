/** Field contracts of the payment forms and requests (see field-contract.ts). */
import { enumField, textField } from './field-contract';
import { PAYMENT_MESSAGES, PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_TYPES } from './payments';

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
} as const;
