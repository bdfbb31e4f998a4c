/**
 * Card payments through the card provider (Stripe): its configuration as the app shows it, the
 * Spanish messages of its calls, what a provider event may do to a payment, and the refund rule.
 */
import { CURRENCY } from './constants';
import { enumField, moneyField, textField } from './field-contract';
import { fromCents, roundMoney, toCents } from './money';
import { PAYMENT_STATUSES, type PaymentStatus } from './payments';

/** Test keys start with sk_test_/pk_test_; anything else configured is live money. */
export const CARD_PROVIDER_MODES = ['test', 'live'] as const;
export type CardProviderMode = (typeof CARD_PROVIDER_MODES)[number];

/** The provider's currency code for quetzales (lower case, as its API writes it). */
export const CARD_CURRENCY = CURRENCY.code.toLowerCase();

/** The mode a secret key runs in, read from its prefix. */
export function cardProviderMode(secretKey: string): CardProviderMode {
  return /^(sk|rk)_test_/.test(secretKey) ? 'test' : 'live';
}

/** How long a signed webhook stays acceptable (seconds): an older replay is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The provider events the webhook acts on; any other is acknowledged and ignored. */
export const CARD_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
] as const;
export type CardWebhookEvent = (typeof CARD_WEBHOOK_EVENTS)[number];

/** What the provider says about an intent, reduced to what a payment of ours does with it. */
export type CardOutcome = 'succeeded' | 'failed' | 'canceled';

/**
 * The status a payment moves to when the provider reports an outcome, or null when the report
 * must change nothing. Events arrive late and out of order: a completed payment stays completed
 * whatever comes after (a late 'failed' never undoes a 'succeeded'); a failed attempt may still
 * succeed (the member retries with another card on the same intent); a cancelled one stays so.
 */
export function cardOutcomeStatus(current: PaymentStatus, outcome: CardOutcome): PaymentStatus | null {
  if (current === 'completed' || current === 'cancelled') return null;
  if (outcome === 'succeeded') return 'completed';
  if (outcome === 'failed') return current === 'pending' ? 'failed' : null;
  return 'cancelled';
}

export const CARD_PAYMENT_MESSAGES = {
  disabled: 'Los pagos con tarjeta no están habilitados en este momento. Paga en efectivo o por transferencia.',
  providerUnavailable: 'No se pudo comunicar con el procesador de pagos. Intenta de nuevo en unos minutos.',
  providerRefused: 'El procesador de pagos rechazó la operación',
  intentCreated: 'Pago con tarjeta iniciado',
  notFound: 'Pago con tarjeta no encontrado',
  notACardPayment: 'Este pago no se puede pagar con tarjeta',
  notPending: 'Este pago ya no está pendiente',
  orderNotByCard: 'Esta orden no se paga con tarjeta',
  orderNotPending: 'Esta orden ya no está pendiente de pago',
  membershipNeeded: 'Indica la membresía pendiente o el plan que quieres comprar',
  membershipNotPayable: 'Esta membresía no tiene un pago pendiente',
  confirmed: 'Pago con tarjeta confirmado',
  stillProcessing: 'El pago aún no se completa; se actualizará cuando el banco lo confirme',
  cancelled: 'Pago con tarjeta cancelado',
  alreadyCompleted: 'Este pago ya fue completado; para devolver el dinero usa un reembolso',
  refunded: 'Reembolso registrado',
  cardDeclined: 'La tarjeta fue rechazada; intenta con otra tarjeta',
  authenticationFailed: 'Tu banco no confirmó el pago (verificación 3-D Secure); intenta de nuevo o usa otra tarjeta',
  cardFormUnavailable: 'No se pudo cargar el formulario de pago con tarjeta. Revisa tu conexión o elige otro método.',
  refundNotCompleted: 'Solo se puede reembolsar un pago con tarjeta completado',
  refundAboveRemaining: (remaining: number) =>
    `El reembolso supera lo que queda por devolver de este pago (Q ${remaining.toFixed(2)})`,
  refundNothingLeft: 'Este pago ya fue reembolsado por completo',
  customerNotFound: 'Cliente del procesador de pagos no encontrado',
  customerCreated: 'Cliente del procesador de pagos listo',
  webhookSignatureMissing: 'Falta la firma del evento',
  webhookSignatureInvalid: 'Firma del evento inválida o vencida',
  webhookReceived: 'Evento recibido',
  webhookDuplicate: 'Evento ya procesado',
  forbidden: 'Sin permisos para administrar los pagos con tarjeta',
  chargedAfterCancel: 'Stripe cobró este pago después de cancelarlo: reembolsa el monto desde el panel de Stripe',
  settledByProvider:
    'Este pago se cobra en línea con Stripe: se completa solo cuando Stripe lo confirma; para anularlo cancela el intento de pago',
} as const;

/** What is left to give back of a paid amount after earlier refunds (never below zero). */
export function refundRemaining(paid: number, alreadyRefunded: number): number {
  return fromCents(Math.max(0, toCents(paid) - toCents(alreadyRefunded)));
}

/**
 * What may still be refunded of a paid amount after earlier refunds, and whether `requested`
 * (null: all that is left) fits in it. Compared in centavos, so 0.1 + 0.2 never slips past 0.3.
 */
export function refundDecision(
  paid: number,
  alreadyRefunded: number,
  requested: number | null,
): { ok: true; amount: number } | { ok: false; message: string } {
  const remainingCents = toCents(refundRemaining(paid, alreadyRefunded));
  if (remainingCents <= 0) return { ok: false, message: CARD_PAYMENT_MESSAGES.refundNothingLeft };
  const wantedCents = requested === null ? remainingCents : toCents(requested);
  if (wantedCents > remainingCents)
    return { ok: false, message: CARD_PAYMENT_MESSAGES.refundAboveRemaining(fromCents(remainingCents)) };
  return { ok: true, amount: roundMoney(fromCents(wantedCents)) };
}

/** Field contracts of the card-provider calls. */
export const CARD_PAYMENT_FIELDS = {
  paymentIntentId: textField('El identificador del pago con tarjeta', {
    required: true,
    max: 255,
    pattern: /^pi_[A-Za-z0-9_]+$/,
    patternMessage: 'El identificador del pago con tarjeta no es válido',
  }),
  customerId: textField('El identificador del cliente', {
    required: true,
    max: 255,
    pattern: /^cus_[A-Za-z0-9_]+$/,
    patternMessage: 'El identificador del cliente no es válido',
  }),
  sessionId: textField('La sesión', { max: 200 }),
  refundAmount: moneyField('El monto a reembolsar', { min: 0.01 }),
  refundReason: textField('El motivo', { max: 500, multiline: true }),
  status: enumField('El estado', PAYMENT_STATUSES),
};
