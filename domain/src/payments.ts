/** Payments as members and staff see them (spec member side §4, staff side §4). */

import { formatBusinessDate, formatDate } from './dates';

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'mobile'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_TYPES = [
  'membership',
  'daily',
  'bulk_daily',
  'store_cash_delivery',
  'store_card_delivery',
  'store_online',
  'store_transfer',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: 'Completado',
  pending: 'Pendiente',
  failed: 'Fallido',
  cancelled: 'Cancelado',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, ChipColor> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
  cancelled: 'default',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  mobile: 'Pago móvil',
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  membership: 'Membresía',
  daily: 'Pase diario',
  bulk_daily: 'Pases diarios',
  store_cash_delivery: 'Tienda: contra entrega',
  store_card_delivery: 'Tienda: tarjeta contra entrega',
  store_online: 'Tienda: pago en línea',
  store_transfer: 'Tienda: transferencia',
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && (PAYMENT_TYPES as readonly string[]).includes(value);
}

export type PaymentUrgency = 'normal' | 'medium' | 'high' | 'critical' | 'urgent';
export const PAYMENT_URGENCIES = [
  'normal',
  'medium',
  'high',
  'critical',
  'urgent',
] as const satisfies readonly PaymentUrgency[];

const HOUR_MS = 3_600_000;

/** Hours from which a waiting payment escalates, by method (spec §4). */
export const URGENCY_HOURS = {
  transfer: { medium: 24, high: 48, critical: 72 },
  cash: { urgent: 4 },
  card: { medium: 12, urgent: 24 },
} as const;

/** The transfer queue's default line for "urgent": a transfer waiting 72 h or more. */
export const URGENT_TRANSFER_HOURS = URGENCY_HOURS.transfer.critical;

/** Whole hours a payment has waited (what the queues show). */
export function waitingHours(createdAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / HOUR_MS));
}

/**
 * Urgency of a pending payment by how long it has waited: transfers normal under 24 h, medium
 * from 24 h, high from 48 h, critical from 72 h; cash urgent from 4 h; card medium from 12 h and
 * urgent from 24 h. Other methods are not escalated.
 */
export function paymentUrgency(method: PaymentMethod, createdAt: Date, now: Date = new Date()): PaymentUrgency {
  const hours = (now.getTime() - createdAt.getTime()) / HOUR_MS;
  switch (method) {
    case 'transfer': {
      const at = URGENCY_HOURS.transfer;
      if (hours >= at.critical) return 'critical';
      if (hours >= at.high) return 'high';
      if (hours >= at.medium) return 'medium';
      return 'normal';
    }
    case 'cash':
      return hours >= URGENCY_HOURS.cash.urgent ? 'urgent' : 'normal';
    case 'card':
      if (hours >= URGENCY_HOURS.card.urgent) return 'urgent';
      if (hours >= URGENCY_HOURS.card.medium) return 'medium';
      return 'normal';
    default:
      return 'normal';
  }
}

/**
 * The waiting window (in hours, `[from, to)`, `to` null for no end) of a transfer urgency, so a
 * database can filter the queue by the same thresholds `paymentUrgency` applies.
 */
export function transferUrgencyWindow(urgency: Exclude<PaymentUrgency, 'urgent'>): { from: number; to: number | null } {
  const at = URGENCY_HOURS.transfer;
  switch (urgency) {
    case 'normal':
      return { from: 0, to: at.medium };
    case 'medium':
      return { from: at.medium, to: at.high };
    case 'high':
      return { from: at.high, to: at.critical };
    case 'critical':
      return { from: at.critical, to: null };
  }
}

export const PAYMENT_URGENCY_LABELS: Record<PaymentUrgency, string> = {
  normal: 'Normal',
  medium: 'Media',
  high: 'Alta',
  critical: 'Crítica',
  urgent: 'Urgente',
};

/** Transfer proof: an image or a PDF up to 5 MB, checked by content on the server. */
export const TRANSFER_PROOF_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;

/** The proof's size limit as people read it: '5MB'. */
export const TRANSFER_PROOF_MAX_MB = TRANSFER_PROOF_LIMITS.maxBytes / (1024 * 1024);

export const PAYMENTS_PAGE_SIZE = 20;

/**
 * A cash-on-delivery order's payment is collected when the order is handed over (the orders board
 * asks the cash received and puts it in the clerk's drawer): it never waits in the desk's cash
 * queue, and the desk cannot confirm it.
 */
export const COLLECTED_ON_DELIVERY_TYPE = 'store_cash_delivery' as const satisfies PaymentType;
export const isCollectedOnDelivery = (paymentType: string): boolean => paymentType === COLLECTED_ON_DELIVERY_TYPE;

export const PAYMENT_MESSAGES = {
  notFound: 'Pago no encontrado',
  collectedOnDelivery:
    'Este pago se cobra al entregar el pedido: márcalo como entregado o recogido en Pedidos y registra el efectivo recibido',
  proofRequired: 'Adjunta el comprobante de la transferencia',
  proofTooLarge: `El comprobante es demasiado grande. Máximo ${TRANSFER_PROOF_MAX_MB}MB`,
  proofInvalidType: 'Formato de comprobante no válido. Usa JPG, PNG, WebP o PDF',
  proofNotAllowed: 'Solo se puede adjuntar comprobante a una transferencia pendiente',
  proofUploaded: 'Comprobante enviado. Validaremos tu transferencia en 1-2 días',
  proofMissing: 'Este pago no tiene comprobante',
  orderNotFound: 'Orden no encontrada',
  orderAlreadyHasPayment: 'La orden ya tiene un pago registrado',
  created: 'Pago registrado',
  invalidMethod: 'Método de pago inválido',
  dailyPassNeedsUser: 'Indica el cliente del pase diario',
  membershipNeeded: 'Indica la membresía a pagar',
  membershipNotPayable: 'La membresía no tiene un pago pendiente',
  cashAtFrontDesk: 'Paga en la recepción del gimnasio; tu membresía se activa cuando el personal confirme el pago.',
  transferPending: 'Tu membresía se activa cuando el personal valide la transferencia (1-2 días).',
  notATransfer: 'Este pago no es una transferencia',
  notCash: 'Este pago no es en efectivo',
  notCard: 'Este pago no es con tarjeta',
  notAMembershipPayment: 'Este pago no corresponde a una membresía',
  rejectionNeedsReason: 'Indica el motivo del rechazo',
  cancellationNeedsReason: 'Indica el motivo de la cancelación',
  statusNeedsReason: 'Indica el motivo del cambio de estado',
  receivedBelowAmount: 'El monto recibido no puede ser menor al monto del pago',
  paymentOrMembershipNeeded: 'Indica el pago o la membresía',
  alreadySettled: (status: PaymentStatus) =>
    ({
      completed: 'Este pago ya fue confirmado; no se puede procesar de nuevo',
      failed: 'Este pago ya fue rechazado; no se puede procesar de nuevo',
      cancelled: 'Este pago ya fue cancelado; no se puede procesar de nuevo',
      pending: 'Este pago sigue pendiente',
    })[status],
  sameStatus: 'El pago ya tiene ese estado',
  transferApproved: 'Transferencia aprobada',
  transferRejected: 'Transferencia rechazada',
  cashConfirmed: 'Pago en efectivo confirmado',
  cashCancelled: 'Pago en efectivo cancelado',
  cardConfirmed: 'Pago con tarjeta confirmado',
  cardCancelled: 'Pago con tarjeta cancelado',
  membershipActivated: 'Membresía activada',
  membershipCancelled: 'Membresía y pago cancelados',
  statusUpdated: (label: string) => `Estado actualizado a: ${label}`,
  searchTooShort: 'La búsqueda debe tener al menos 2 caracteres',
  dailyIncomeRecorded: (visitors: number) =>
    visitors === 1 ? 'Pase diario registrado' : `Ingreso diario registrado: ${visitors} visitantes`,
  visitRecorded: 'Visita registrada',
  visitAlreadyRecorded: 'La visita de hoy ya estaba registrada',
  orderProofToken: 'El enlace para enviar el comprobante no es válido',
  reuploadNotATransfer: 'Solo se puede enviar un nuevo comprobante a un pago por transferencia',
  reuploadNotRejected: 'Solo se puede enviar un nuevo comprobante a una transferencia rechazada',
  reuploadAlreadyPending:
    'Ya enviaste un nuevo comprobante: tu pago está pendiente de validación. Espera la revisión del personal.',
  reuploadExpired: (deadline: string) => `El plazo para enviar un nuevo comprobante venció el ${deadline}`,
  reuploadNotOwner: 'Solo quien hizo el pago puede enviar un nuevo comprobante',
  proofResubmitted: 'Nuevo comprobante enviado. Tu pago volvió a la cola de validación',
  slotsNotHeldAgain: (slots: readonly string[]) =>
    `Estos horarios ya están llenos y no se pudieron apartar de nuevo: ${slots.join(', ')}. Elige otros en Mi horario cuando se active tu membresía.`,
  membershipNotReopenable: 'La membresía de este pago ya no espera este pago; compra una nueva desde Mi membresía',
  orderNotReopenable: 'La orden de este pago ya no se puede reactivar; haz un nuevo pedido',
  orderStockGone: (detail: string) => `No se puede reactivar la orden: ${detail}. Haz un nuevo pedido.`,
} as const;

/** How many days a member has, from the staff's rejection of a transfer, to send a new proof on it. */
export const PROOF_REUPLOAD_DAYS = 7;

const DAY_MS = 86_400_000;

/** What the member reads on a rejected transfer. */
export const PROOF_REUPLOAD_TEXTS = {
  rejectionReasonLabel: 'Motivo del rechazo',
  noReason: 'Sin motivo indicado',
  sendNewProof: (deadline: string) => `Enviar nuevo comprobante (hasta ${deadline})`,
  deadlinePassed: (deadline: string) => PAYMENT_MESSAGES.reuploadExpired(deadline),
} as const;

/** A payment as the re-upload rule reads it: `rejectedAt` is when staff rejected the transfer, if they did. */
export interface ReuploadablePayment {
  method: string;
  status: string;
  rejectedAt: Date | string | null;
}

/**
 * When staff rejected a transfer: a transfer that staff left as failed (rejected from the queue or
 * set to failed by hand) was rejected when it was settled (`validatedAt`). Anything else was not.
 */
export function transferRejectedAt(payment: {
  method: string;
  status: string;
  validatedAt: Date | string | null;
}): Date | null {
  if (payment.method !== 'transfer' || payment.status !== 'failed' || !payment.validatedAt) return null;
  const at = new Date(payment.validatedAt);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The last instant a new proof is taken on a rejected transfer: its rejection plus PROOF_REUPLOAD_DAYS. */
export function proofReuploadDeadline(rejectedAt: Date | string | null | undefined): Date | null {
  if (!rejectedAt) return null;
  const at = new Date(rejectedAt).getTime();
  return Number.isNaN(at) ? null : new Date(at + PROOF_REUPLOAD_DAYS * DAY_MS);
}

/**
 * Why a new proof may not be sent on this payment now, or null: only a rejected transfer takes one,
 * once (a payment back in the queue is pending: 409), and only within PROOF_REUPLOAD_DAYS of its
 * rejection (after that, 409 naming the day the term ended, dd/MM/yyyy in Guatemala).
 */
export function proofReuploadRefusal(
  payment: ReuploadablePayment,
  now: Date = new Date(),
): { status: 400 | 409; message: string } | null {
  if (payment.method !== 'transfer') return { status: 400, message: PAYMENT_MESSAGES.reuploadNotATransfer };
  if (payment.status === 'pending') return { status: 409, message: PAYMENT_MESSAGES.reuploadAlreadyPending };
  const deadline = payment.status === 'failed' ? proofReuploadDeadline(payment.rejectedAt) : null;
  if (!deadline) return { status: 409, message: PAYMENT_MESSAGES.reuploadNotRejected };
  if (now.getTime() > deadline.getTime())
    return { status: 409, message: PAYMENT_MESSAGES.reuploadExpired(formatDate(deadline)) };
  return null;
}

/** Whether the member may send a new proof on this rejected transfer now. */
export function canReuploadProof(payment: ReuploadablePayment, now: Date = new Date()): boolean {
  return proofReuploadRefusal(payment, now) === null;
}

/**
 * Money received at the desk completes a payment the moment staff record it; a transfer waits for
 * validation and a card payment for its terminal's transaction number.
 */
export function completesAtDesk(method: PaymentMethod): boolean {
  return method === 'cash';
}

/** The change to hand back for cash received, or why the amount does not cover the payment. */
export function cashChange(
  amount: number,
  received: number,
): { ok: true; change: number } | { ok: false; message: string } {
  const cents = Math.round(received * 100) - Math.round(amount * 100);
  if (cents < 0) return { ok: false, message: PAYMENT_MESSAGES.receivedBelowAmount };
  return { ok: true, change: cents / 100 };
}

/**
 * Why a payment may not move from one status to another, or null. A payment is settled once: only
 * a pending one changes, and the answer for a settled one says what already happened (the 409 the
 * second of two simultaneous clicks reads).
 */
export function paymentStatusChangeError(from: PaymentStatus, to: PaymentStatus): string | null {
  if (from !== 'pending') return PAYMENT_MESSAGES.alreadySettled(from);
  if (to === 'pending') return PAYMENT_MESSAGES.sameStatus;
  return null;
}

/** Leaving a payment unpaid (rejected, cancelled) needs a reason; confirming it does not. */
export function statusChangeNeedsReason(to: PaymentStatus): boolean {
  return to === 'failed' || to === 'cancelled';
}

/** One visitor is a daily pass; several in one entry are a bulk daily income. */
export function dailyIncomeType(visitors: number): 'daily' | 'bulk_daily' {
  return visitors > 1 ? 'bulk_daily' : 'daily';
}

/** The daily pass when the gym has no active daily plan. */
export const DAILY_PASS_FALLBACK = { price: 25, name: 'Pase diario' } as const;

/**
 * The daily pass one visitor pays at the desk: the first active daily plan in the plans' display
 * order (as the public plans list them), else DAILY_PASS_FALLBACK. The api charges it and the
 * desk's form shows it, from this one rule.
 */
export function dailyPassOf(
  plans: readonly { durationType: string; price: number; name: string; isActive?: boolean | null }[],
): { price: number; name: string } {
  const plan = plans.find((p) => p.durationType === 'daily' && p.isActive !== false);
  return plan ? { price: plan.price, name: plan.name } : { ...DAILY_PASS_FALLBACK };
}

/**
 * The concept a daily pass is recorded under, as people read it in the history, the receipts and
 * the drawer: 'Pase diario 28/11/2026', or 'Pase diario x 3 28/11/2026' for several visitors. The
 * day is a business date (yyyy-mm-dd) written dd/MM/yyyy.
 */
export function dailyPassConcept(passName: string, day: string, visitors = 1): string {
  const date = formatBusinessDate(day) || day;
  return visitors > 1 ? `${passName} x ${visitors} ${date}` : `${passName} ${date}`;
}

/** What several visitors pay at the desk: the daily pass price each, to the cent. */
export function dailyIncomeAmount(passPrice: number, visitors: number): number {
  return Math.round(passPrice * 100 * visitors) / 100;
}

/** What a proof upload may be, given its size and the type detected from its bytes. */
export type ProofCheck = { ok: true } | { ok: false; status: 413 | 422; message: string };

export function checkTransferProof(sizeBytes: number, detectedMime: string | null | undefined): ProofCheck {
  if (sizeBytes > TRANSFER_PROOF_LIMITS.maxBytes)
    return { ok: false, status: 413, message: PAYMENT_MESSAGES.proofTooLarge };
  if (!detectedMime || !(TRANSFER_PROOF_LIMITS.types as readonly string[]).includes(detectedMime)) {
    return { ok: false, status: 422, message: PAYMENT_MESSAGES.proofInvalidType };
  }
  return { ok: true };
}
