/** Payments as members and staff see them (spec member side §4, staff side §4). */

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

const HOUR_MS = 3_600_000;

/**
 * Urgency of a pending payment by how long it has waited: transfers normal under 24 h, medium
 * from 24 h, high from 48 h, critical from 72 h; cash urgent from 4 h; card medium from 12 h and
 * urgent from 24 h. Other methods are not escalated.
 */
export function paymentUrgency(method: PaymentMethod, createdAt: Date, now: Date = new Date()): PaymentUrgency {
  const hours = (now.getTime() - createdAt.getTime()) / HOUR_MS;
  switch (method) {
    case 'transfer':
      if (hours >= 72) return 'critical';
      if (hours >= 48) return 'high';
      if (hours >= 24) return 'medium';
      return 'normal';
    case 'cash':
      return hours >= 4 ? 'urgent' : 'normal';
    case 'card':
      if (hours >= 24) return 'urgent';
      if (hours >= 12) return 'medium';
      return 'normal';
    default:
      return 'normal';
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

export const PAYMENT_MESSAGES = {
  notFound: 'Pago no encontrado',
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
} as const;

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
