/**
 * Local sales (point of sale at the counter, spec staff side §3 Local sale, §4, §7, §9): statuses,
 * payment methods, the field contracts of a sale, its totals (the online orders' VAT-included rule,
 * no shipping), the receipt number and the Spanish messages.
 */
import { PAGINATION, SEARCH } from './constants';
import { enumField, intField, listField, moneyField, textField } from './field-contract';
import { cashChange } from './payments';
import { QUERY_FIELDS } from './query-fields';
import { orderTotals, type OrderTotals } from './store';

/** A cash sale completes at once; a transfer sale is pending until a transfer is confirmed; a pending one may be cancelled. */
export const LOCAL_SALE_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type LocalSaleStatus = (typeof LOCAL_SALE_STATUSES)[number];

export const LOCAL_SALE_STATUS_LABELS: Record<LocalSaleStatus, string> = {
  pending: 'Pendiente',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

export const LOCAL_SALE_METHODS = ['cash', 'transfer'] as const;
export type LocalSaleMethod = (typeof LOCAL_SALE_METHODS)[number];

/** Spec §9: local-sale product search default 10; recent sales 10. */
export const LOCAL_SALE_LIMITS = {
  productSearch: SEARCH.localSaleProductSearch,
  productSearchMax: 50,
  recentSales: 10,
  lines: 100,
} as const;

/** A customer without a name is shown as a local customer (spec §3). */
export const LOCAL_CUSTOMER_LABEL = 'Cliente local';

export const LOCAL_SALE_MESSAGES = {
  cashRecorded: 'Venta en efectivo registrada',
  transferRecorded: 'Venta por transferencia registrada: pendiente de confirmar',
  transferConfirmed: 'Transferencia confirmada',
  saleCancelled: 'Venta cancelada: el stock fue devuelto',
  notFound: 'Venta no encontrada',
  productNotFound: 'Producto no encontrado o no disponible para la venta',
  duplicateProduct: 'Cada producto va una sola vez en la venta: sume la cantidad en su línea',
  receivedBelowTotal: 'El efectivo recibido es menor al total de la venta',
  notTransfer: 'Esta venta no es por transferencia',
  alreadyConfirmed: 'Esta transferencia ya fue confirmada',
  cancelledSale: 'Esta venta fue cancelada',
  onlyPendingCancel: 'Solo se puede cancelar una venta por transferencia pendiente',
  forbidden: 'No tiene permiso para registrar ventas locales',
} as const;

const PRODUCT_ID = { ...QUERY_FIELDS.id, required: true, label: 'El producto' };

export const LOCAL_SALE_FIELDS = {
  items: listField('Los productos de la venta', LOCAL_SALE_LIMITS.lines, PRODUCT_ID, {
    min: 1,
    required: true,
    requiredMessage: 'La venta debe tener al menos un producto',
    tooFewMessage: 'La venta debe tener al menos un producto',
  }),
  productId: PRODUCT_ID,
  quantity: intField('La cantidad', 1, 999, { required: true }),
  cashReceived: moneyField('El efectivo recibido', { required: true, min: 0 }),
  customerName: textField('El nombre del cliente', { max: 120 }),
  customerPhone: textField('El teléfono del cliente', { max: 30 }),
  customerEmail: textField('El correo del cliente', { max: 200 }),
  notes: textField('Las notas', { max: 500 }),
  transferReference: textField('La referencia de la transferencia', { max: 100 }),
  cancelReason: textField('El motivo', { max: 500 }),
  status: enumField('El estado', LOCAL_SALE_STATUSES),
  paymentMethod: enumField('El método de pago', LOCAL_SALE_METHODS),
  searchQuery: textField('La búsqueda', { max: 100 }),
  searchLimit: intField('El límite', 1, LOCAL_SALE_LIMITS.productSearchMax),
  listLimit: intField('El límite', 1, PAGINATION.maxLimit),
  /** The daily report's day (AAAA-MM-DD; today by default). */
  reportDate: QUERY_FIELDS.startDate,
} as const;

/**
 * A sale's totals: the same rule as online orders (prices include VAT 12 %; subtotal and tax split
 * out of the total), with no shipping: the customer is at the counter.
 */
export function localSaleTotals(lines: { price: number; quantity: number }[]): OrderTotals {
  return orderTotals(lines, 'pickup');
}

/** The change for cash received, or the refusal when it does not cover the total. */
export function localSaleChange(
  total: number,
  received: number,
): { ok: true; change: number } | { ok: false; message: string } {
  const result = cashChange(total, received);
  return result.ok ? result : { ok: false, message: LOCAL_SALE_MESSAGES.receivedBelowTotal };
}

/** Receipt number, sequential per Guatemala business day: `VL-260315-0007` (the 7th sale of 15/03/2026). */
export function localSaleNumber(businessDay: string, sequence: number): string {
  return `VL-${businessDay.slice(2, 4)}${businessDay.slice(5, 7)}${businessDay.slice(8, 10)}-${String(sequence).padStart(4, '0')}`;
}

/** The reason written on each stock movement of a sale (and of its cancellation). */
export const localSaleMovementReason = (saleNumber: string) => `Venta local ${saleNumber}`;
export const localSaleRestockReason = (saleNumber: string) => `Venta local ${saleNumber} cancelada`;

/** Why a transfer sale cannot be confirmed (the 409), or null. */
export function confirmTransferError(sale: { paymentMethod: string; status: string }): string | null {
  if (sale.paymentMethod !== 'transfer') return LOCAL_SALE_MESSAGES.notTransfer;
  if (sale.status === 'completed') return LOCAL_SALE_MESSAGES.alreadyConfirmed;
  if (sale.status === 'cancelled') return LOCAL_SALE_MESSAGES.cancelledSale;
  return null;
}

/** Why a sale cannot be cancelled (the 409), or null: only a pending transfer sale. */
export function cancelSaleError(sale: { paymentMethod: string; status: string }): string | null {
  if (sale.status === 'cancelled') return LOCAL_SALE_MESSAGES.cancelledSale;
  if (sale.paymentMethod !== 'transfer' || sale.status !== 'pending') return LOCAL_SALE_MESSAGES.onlyPendingCancel;
  return null;
}
