/**
 * Online order handling (staff spec §4): which status an order may move to, the refusal message
 * naming the allowed next states, and the field contracts of the status change and of the
 * transfer confirmation. The chains themselves, labels and colours live in `store.ts`
 * (`ORDER_CHAINS`, `orderStatusInfo`, `nextOrderStatus`).
 */
import { enumField, textField } from './field-contract';
import { ORDER_CHAINS, ORDER_STATUSES, nextOrderStatus, orderStatusInfo, type OrderStatus } from './store';

export const ORDER_DELIVERY_TYPES = ['pickup', 'delivery'] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];

/** The two ends of a chain: the goods reached the customer. */
/**
 * The ends of the two chains: the goods reached the customer. What reports, inventory figures and
 * the orders dashboard count as sold (spec §4 says 'delivered'; a pickup order ends 'picked_up').
 */
export const ORDER_FINISHED_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up'];
/** No change at all leaves these. */
export const ORDER_CLOSED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

export interface OrderState {
  status: string;
  deliveryType: string;
}

const chainOf = (deliveryType: string): OrderDeliveryType => (deliveryType === 'delivery' ? 'delivery' : 'pickup');

/** Refunded only after the goods reached the customer (delivered or picked up). */
export const canRefundOrder = (status: string): boolean =>
  (ORDER_FINISHED_STATUSES as readonly string[]).includes(status);

/** Cancelling is allowed until the goods reach the customer. */
export const canCancelOrder = (status: string): boolean =>
  (ORDER_STATUSES as readonly string[]).includes(status) &&
  !(ORDER_FINISHED_STATUSES as readonly string[]).includes(status) &&
  !(ORDER_CLOSED_STATUSES as readonly string[]).includes(status);

/** Every status the order may move to now: the chain's next step, then cancelled or refunded. */
export function nextStatuses(order: OrderState): OrderStatus[] {
  const next = nextOrderStatus(order.status, chainOf(order.deliveryType));
  const statuses: OrderStatus[] = next ? [next] : [];
  if (canCancelOrder(order.status)) statuses.push('cancelled');
  if (canRefundOrder(order.status)) statuses.push('refunded');
  return statuses;
}

/** The chain an order follows, for a stepper: pickup or delivery. */
export const orderChain = (deliveryType: string): readonly OrderStatus[] => ORDER_CHAINS[chainOf(deliveryType)];

export const ORDER_MANAGEMENT_MESSAGES = {
  statusUpdated: (label: string) => `Estado actualizado a: ${label}`,
  transferConfirmed: 'Transferencia confirmada',
  orderNotFound: 'Pedido no encontrado',
  reasonRequired: 'Indica el motivo',
  notATransfer: 'Este pedido no se paga por transferencia',
  noPayment: 'Este pedido no tiene un pago registrado',
  transferAlreadySettled: (label: string) => `La transferencia de este pedido ya fue procesada (${label})`,
  orderClosedForTransfer: (label: string) =>
    `El pedido está ${label.toLowerCase()}: no se puede confirmar su transferencia`,
  forbidden: 'Sin permisos para gestionar pedidos',
  dateRange: 'La fecha de inicio no puede ser posterior a la fecha de fin',
} as const;

const labels = (statuses: readonly string[]) => statuses.map((s) => orderStatusInfo(s).label).join(', ');

/**
 * Null when the order may move to `to`; else the Spanish refusal that names the allowed next
 * states (or says none is left).
 */
export function orderTransitionRefusal(order: OrderState, to: string): string | null {
  const allowed = nextStatuses(order);
  if ((allowed as string[]).includes(to)) return null;
  const from = orderStatusInfo(order.status).label;
  if (to === 'refunded' && !canRefundOrder(order.status))
    return `Solo se puede reembolsar un pedido entregado o recogido (está ${from}).${
      allowed.length ? ` Estados permitidos: ${labels(allowed)}` : ''
    }`;
  if (allowed.length === 0) return `El pedido está ${from}: no admite más cambios de estado`;
  if (to === order.status) return `El pedido ya está ${from}. Estados permitidos: ${labels(allowed)}`;
  return `No se puede pasar de ${from} a ${orderStatusInfo(to).label}. Estados permitidos: ${labels(allowed)}`;
}

/** A cancellation or a refund says why. */
export const orderChangeNeedsReason = (to: string): boolean => to === 'cancelled' || to === 'refunded';

export const ORDER_MANAGEMENT_FIELDS = {
  status: {
    status: enumField('El estado', ORDER_STATUSES, { required: true }),
    notes: textField('Las notas', { max: 500, multiline: true }),
  },
  confirmTransfer: {
    voucherDetails: textField('Los datos del comprobante', { max: 500, multiline: true }),
    bankReference: textField('La referencia bancaria', { max: 100 }),
    notes: textField('Las notas', { max: 500, multiline: true }),
  },
} as const;
